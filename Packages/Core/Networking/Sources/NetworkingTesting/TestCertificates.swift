// Made by Tools/make-test-certificates --swift; make it again rather than edit it.

/// PEM certificates and a key for TLS tests on loopback: a test CA and leaves it signed.
public enum TestCertificates {
    /// The test CA: trust it to trust the leaves it signed.
    public static let authority = """
        -----BEGIN CERTIFICATE-----
        MIIBgTCCASigAwIBAgIUctvCd0auWASSV1xMH2PWjzjHW/QwCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAgFw0yNTAxMDEwMDAwMDBa
        GA8yMTI1MDEwMTAwMDAwMFowHjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBD
        QTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABFQV1XuV4bWqKnlS0nJ2upO5/AsN
        HwiSxAjrjfLupCbRam/HcGSh1UkFVW+p1+JZZIu/THHavKzoUDHuaTU2AH+jQjBA
        MA8GA1UdEwEB/wQFMAMBAf8wHQYDVR0OBBYEFHXjBdVtqaORLv36yiaQGMAUzKwP
        MA4GA1UdDwEB/wQEAwIBBjAKBggqhkjOPQQDAgNHADBEAiBxZuHeJdJgqIEJSAXJ
        wBzI33U7iO+2n4zewR1XDn9IxQIgMHAjHF+i1kQ03+VIhYhIkHbbKGgF/SxpqcJC
        DjOfvqc=
        -----END CERTIFICATE-----
        """

    /// The private key of every leaf below (PKCS #8).
    public static let leafKey = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQghbFQNRdJl3kXhcaH
        9j1YTEicpKUJJVJB4av6STWeAI+hRANCAARIer1cPxXHIwUz56/tnO7umq50RBhx
        GN54xxvJzN2inZ5FkxeKDJvQwQGmyf5zbRNac3tBMgcncNKWLSYkRtxK
        -----END PRIVATE KEY-----
        """

    /// For 127.0.0.1, ::1 and localhost, signed by the CA, valid until 2125.
    public static let loopback = """
        -----BEGIN CERTIFICATE-----
        MIIB2zCCAYGgAwIBAgIUGQEOgkfeZ6l2/81uCozhRTxPHTIwCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAgFw0yNTAxMDEwMDAwMDBa
        GA8yMTI1MDEwMTAwMDAwMFowFDESMBAGA1UEAwwJMTI3LjAuMC4xMFkwEwYHKoZI
        zj0CAQYIKoZIzj0DAQcDQgAESHq9XD8VxyMFM+ev7Zzu7pqudEQYcRjeeMcbyczd
        op2eRZMXigyb0MEBpsn+c20TWnN7QTIHJ3DSli0mJEbcSqOBpDCBoTAMBgNVHRMB
        Af8EAjAAMB0GA1UdDgQWBBQ/wN8Gevyr4vn0oU051v3chXNwpDAOBgNVHQ8BAf8E
        BAMCB4AwEwYDVR0lBAwwCgYIKwYBBQUHAwEwLAYDVR0RBCUwI4cEfwAAAYcQAAAA
        AAAAAAAAAAAAAAAAAYIJbG9jYWxob3N0MB8GA1UdIwQYMBaAFHXjBdVtqaORLv36
        yiaQGMAUzKwPMAoGCCqGSM49BAMCA0gAMEUCIQC2PZg45BymEWPzm5cwD8C4ZuRH
        EsNPVeT4zkcWebcMdwIgJevfRVvGYmifSlU/m9f8qz90S+j6OrX+0loEQtvD2RM=
        -----END CERTIFICATE-----
        """

    /// For the loopback names, signed by the CA, valid in the year 2000 only.
    public static let expired = """
        -----BEGIN CERTIFICATE-----
        MIIB2DCCAX+gAwIBAgIUd3ERjMjENm8SRCXRUKO0J4/mwIQwCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAeFw0wMDAxMDEwMDAwMDBa
        Fw0wMTAxMDEwMDAwMDBaMBQxEjAQBgNVBAMMCTEyNy4wLjAuMTBZMBMGByqGSM49
        AgEGCCqGSM49AwEHA0IABEh6vVw/FccjBTPnr+2c7u6arnREGHEY3njHG8nM3aKd
        nkWTF4oMm9DBAabJ/nNtE1pze0EyBydw0pYtJiRG3EqjgaQwgaEwDAYDVR0TAQH/
        BAIwADAdBgNVHQ4EFgQUP8DfBnr8q+L59KFNOdb93IVzcKQwDgYDVR0PAQH/BAQD
        AgeAMBMGA1UdJQQMMAoGCCsGAQUFBwMBMCwGA1UdEQQlMCOHBH8AAAGHEAAAAAAA
        AAAAAAAAAAAAAAGCCWxvY2FsaG9zdDAfBgNVHSMEGDAWgBR14wXVbamjkS79+som
        kBjAFMysDzAKBggqhkjOPQQDAgNHADBEAiAxmxHf3o3Q1jFEovbK0nYsj60rO6ir
        9useVjBoYhSW0wIgG6HRLt317Quvxt2IvJV1hnhIcluGf4TJ9zMS8iyCkMU=
        -----END CERTIFICATE-----
        """

    /// For the loopback names, signed by the CA, valid from 2124.
    public static let notYetValid = """
        -----BEGIN CERTIFICATE-----
        MIIB3DCCAYOgAwIBAgIUTg9973dbfkz58RG5tw4/w3UqtaIwCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAiGA8yMTI0MDEwMTAwMDAw
        MFoYDzIxMjUwMTAxMDAwMDAwWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcq
        hkjOPQIBBggqhkjOPQMBBwNCAARIer1cPxXHIwUz56/tnO7umq50RBhxGN54xxvJ
        zN2inZ5FkxeKDJvQwQGmyf5zbRNac3tBMgcncNKWLSYkRtxKo4GkMIGhMAwGA1Ud
        EwEB/wQCMAAwHQYDVR0OBBYEFD/A3wZ6/Kvi+fShTTnW/dyFc3CkMA4GA1UdDwEB
        /wQEAwIHgDATBgNVHSUEDDAKBggrBgEFBQcDATAsBgNVHREEJTAjhwR/AAABhxAA
        AAAAAAAAAAAAAAAAAAABgglsb2NhbGhvc3QwHwYDVR0jBBgwFoAUdeMF1W2po5Eu
        /frKJpAYwBTMrA8wCgYIKoZIzj0EAwIDRwAwRAIgN4BndaaX08+QaY6uNqwuKTXc
        TQ3i/3IEDo6PWFedg1ECIDisY5nFGQD4AFYXgbGHP6u83RV0yHVvU0rvNVC2G5Kn
        -----END CERTIFICATE-----
        """

    /// For other.example only, signed by the CA.
    public static let otherHost = """
        -----BEGIN CERTIFICATE-----
        MIIBzDCCAXGgAwIBAgIUJu6WwENeEVqsLcDt9WjoB9WJE2EwCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAgFw0yNTAxMDEwMDAwMDBa
        GA8yMTI1MDEwMTAwMDAwMFowGDEWMBQGA1UEAwwNb3RoZXIuZXhhbXBsZTBZMBMG
        ByqGSM49AgEGCCqGSM49AwEHA0IABEh6vVw/FccjBTPnr+2c7u6arnREGHEY3njH
        G8nM3aKdnkWTF4oMm9DBAabJ/nNtE1pze0EyBydw0pYtJiRG3EqjgZAwgY0wDAYD
        VR0TAQH/BAIwADAdBgNVHQ4EFgQUP8DfBnr8q+L59KFNOdb93IVzcKQwDgYDVR0P
        AQH/BAQDAgeAMBMGA1UdJQQMMAoGCCsGAQUFBwMBMBgGA1UdEQQRMA+CDW90aGVy
        LmV4YW1wbGUwHwYDVR0jBBgwFoAUdeMF1W2po5Eu/frKJpAYwBTMrA8wCgYIKoZI
        zj0EAwIDSQAwRgIhAP2frqQZIlKAseaA+e8CTtYuxOeauDkbEKLPOXzoSQw0AiEA
        xKzKfjT0s/Mv4dzA/SXpzcb2e2BMRFMj32RM58+rx9U=
        -----END CERTIFICATE-----
        """

    /// For the loopback names, signed by its own key.
    public static let selfSigned = """
        -----BEGIN CERTIFICATE-----
        MIIB0jCCAXegAwIBAgIUcsOUtEtIqi4pIUjp7Kj74b+GWYEwCgYIKoZIzj0EAwIw
        FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI1MDEwMTAwMDAwMFoYDzIxMjUwMTAx
        MDAwMDAwWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
        PQMBBwNCAARIer1cPxXHIwUz56/tnO7umq50RBhxGN54xxvJzN2inZ5FkxeKDJvQ
        wQGmyf5zbRNac3tBMgcncNKWLSYkRtxKo4GkMIGhMAwGA1UdEwEB/wQCMAAwHQYD
        VR0OBBYEFD/A3wZ6/Kvi+fShTTnW/dyFc3CkMA4GA1UdDwEB/wQEAwIHgDATBgNV
        HSUEDDAKBggrBgEFBQcDATAsBgNVHREEJTAjhwR/AAABhxAAAAAAAAAAAAAAAAAA
        AAABgglsb2NhbGhvc3QwHwYDVR0jBBgwFoAUP8DfBnr8q+L59KFNOdb93IVzcKQw
        CgYIKoZIzj0EAwIDSQAwRgIhAMYICDENunIy9E8BAfWjaH4dfNcOIWpjaOQDDMg9
        E09IAiEAypqg4Fq/71jUTwAA64LsfRzFoAV3tfy4zVetwZbCmJQ=
        -----END CERTIFICATE-----
        """
}
