// Made by Tools/make-test-certificates --swift; make it again rather than edit it.

/// PEM certificates and a key for TLS tests on loopback: a test CA and leaves it signed.
public enum TestCertificates {
    /// The test CA: trust it to trust the leaves it signed.
    public static let authority = """
        -----BEGIN CERTIFICATE-----
        MIIBgzCCASigAwIBAgIUFNEJZx1KEgkVuUAoCffHuwVpqHcwCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAgFw0yNTAxMDEwMDAwMDBa
        GA8yMTI1MDEwMTAwMDAwMFowHjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBD
        QTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABDDYrdVpl+eSg7hK2Jzh/Ew4hY28
        OBjeVm6EhHPPnryHcCGeZH11vjZb4PyBZ7Au0H4P/rJgPBStYwxah4wR+12jQjBA
        MA8GA1UdEwEB/wQFMAMBAf8wHQYDVR0OBBYEFNxzw/Aly2Wna1IuevF5FkvyxMLm
        MA4GA1UdDwEB/wQEAwIBBjAKBggqhkjOPQQDAgNJADBGAiEAyyCVmwg9pbkutjF4
        CYxlwTTmrdX6CBR7sq7J0IauIxUCIQDLKONSKOeDDfyD0pGS1qURISp9OTw+Wfw1
        n8HirrJbIw==
        -----END CERTIFICATE-----
        """

    /// The private key of every leaf below (PKCS #8).
    public static let leafKey = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgssraxEUsdoViBeSW
        I8i942r2gC2kcwPnZ70jrOub+BmhRANCAAQuP+NQCe/I4vpJJS5uITCWr0Zj8Wy0
        1Tgt1B/hO37sjHgTZhBoYA3qlQKwm9HoeAFNO2wSjgO6uFb2rbmXpxLb
        -----END PRIVATE KEY-----
        """

    /// For 127.0.0.1, ::1 and localhost, signed by the CA, valid until 2125.
    public static let loopback = """
        -----BEGIN CERTIFICATE-----
        MIIB2zCCAYGgAwIBAgIUOOAn9Zb+CDraWZKdF+wN0tvRilowCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAgFw0yNTAxMDEwMDAwMDBa
        GA8yMTI1MDEwMTAwMDAwMFowFDESMBAGA1UEAwwJMTI3LjAuMC4xMFkwEwYHKoZI
        zj0CAQYIKoZIzj0DAQcDQgAELj/jUAnvyOL6SSUubiEwlq9GY/FstNU4LdQf4Tt+
        7Ix4E2YQaGAN6pUCsJvR6HgBTTtsEo4DurhW9q25l6cS26OBpDCBoTAMBgNVHRMB
        Af8EAjAAMB0GA1UdDgQWBBQwk/O79DMdWqFX2IrlrFdLFlX02zAOBgNVHQ8BAf8E
        BAMCB4AwEwYDVR0lBAwwCgYIKwYBBQUHAwEwLAYDVR0RBCUwI4cEfwAAAYcQAAAA
        AAAAAAAAAAAAAAAAAYIJbG9jYWxob3N0MB8GA1UdIwQYMBaAFNxzw/Aly2Wna1Iu
        evF5FkvyxMLmMAoGCCqGSM49BAMCA0gAMEUCIQCzY8T2AoVcBnURDBkgI+xLO48S
        VhCtOQtuPIlqaJh1pAIgPBzfqosi5tt+7nxMjL9UopleWyI1jiv+Sy3ZJZ/6PZo=
        -----END CERTIFICATE-----
        """

    /// For the loopback names, signed by the CA, valid in the year 2000 only.
    public static let expired = """
        -----BEGIN CERTIFICATE-----
        MIIB2DCCAX+gAwIBAgIUE8+x9jzz57MI3ea1Zcnntk8kG38wCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAeFw0wMDAxMDEwMDAwMDBa
        Fw0wMTAxMDEwMDAwMDBaMBQxEjAQBgNVBAMMCTEyNy4wLjAuMTBZMBMGByqGSM49
        AgEGCCqGSM49AwEHA0IABC4/41AJ78ji+kklLm4hMJavRmPxbLTVOC3UH+E7fuyM
        eBNmEGhgDeqVArCb0eh4AU07bBKOA7q4VvatuZenEtujgaQwgaEwDAYDVR0TAQH/
        BAIwADAdBgNVHQ4EFgQUMJPzu/QzHVqhV9iK5axXSxZV9NswDgYDVR0PAQH/BAQD
        AgeAMBMGA1UdJQQMMAoGCCsGAQUFBwMBMCwGA1UdEQQlMCOHBH8AAAGHEAAAAAAA
        AAAAAAAAAAAAAAGCCWxvY2FsaG9zdDAfBgNVHSMEGDAWgBTcc8PwJctlp2tSLnrx
        eRZL8sTC5jAKBggqhkjOPQQDAgNHADBEAiAeG8+b4kxxZUJueK1tbgdRS/m1vsLG
        PQIz2+BsWnEPyQIgQfEVSe6hFlFdxEpTXdgiMeMoDJdoCAyd2sJ5AFHXgIY=
        -----END CERTIFICATE-----
        """

    /// For the loopback names, signed by the CA, valid from 2124.
    public static let notYetValid = """
        -----BEGIN CERTIFICATE-----
        MIIB3jCCAYOgAwIBAgIUA70RZ2NuPrb7eHEJQ/JNnbVAT5gwCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAiGA8yMTI0MDEwMTAwMDAw
        MFoYDzIxMjUwMTAxMDAwMDAwWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcq
        hkjOPQIBBggqhkjOPQMBBwNCAAQuP+NQCe/I4vpJJS5uITCWr0Zj8Wy01Tgt1B/h
        O37sjHgTZhBoYA3qlQKwm9HoeAFNO2wSjgO6uFb2rbmXpxLbo4GkMIGhMAwGA1Ud
        EwEB/wQCMAAwHQYDVR0OBBYEFDCT87v0Mx1aoVfYiuWsV0sWVfTbMA4GA1UdDwEB
        /wQEAwIHgDATBgNVHSUEDDAKBggrBgEFBQcDATAsBgNVHREEJTAjhwR/AAABhxAA
        AAAAAAAAAAAAAAAAAAABgglsb2NhbGhvc3QwHwYDVR0jBBgwFoAU3HPD8CXLZadr
        Ui568XkWS/LEwuYwCgYIKoZIzj0EAwIDSQAwRgIhAKvUrHTdR3iwYTRyHqZKMPX4
        2y+JW1zw2EIXQsso6LycAiEA+vezRozOc3C6Zo4qsCMEDgEv379T+y1gLITQH38X
        pLI=
        -----END CERTIFICATE-----
        """

    /// For other.example only, signed by the CA.
    public static let otherHost = """
        -----BEGIN CERTIFICATE-----
        MIIByjCCAXGgAwIBAgIUNcdrXywCgulNf9H/+HS/yBs8r0swCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAgFw0yNTAxMDEwMDAwMDBa
        GA8yMTI1MDEwMTAwMDAwMFowGDEWMBQGA1UEAwwNb3RoZXIuZXhhbXBsZTBZMBMG
        ByqGSM49AgEGCCqGSM49AwEHA0IABC4/41AJ78ji+kklLm4hMJavRmPxbLTVOC3U
        H+E7fuyMeBNmEGhgDeqVArCb0eh4AU07bBKOA7q4VvatuZenEtujgZAwgY0wDAYD
        VR0TAQH/BAIwADAdBgNVHQ4EFgQUMJPzu/QzHVqhV9iK5axXSxZV9NswDgYDVR0P
        AQH/BAQDAgeAMBMGA1UdJQQMMAoGCCsGAQUFBwMBMBgGA1UdEQQRMA+CDW90aGVy
        LmV4YW1wbGUwHwYDVR0jBBgwFoAU3HPD8CXLZadrUi568XkWS/LEwuYwCgYIKoZI
        zj0EAwIDRwAwRAIgQq4hLTWRV87CeYhtF5GozBzo7L5pKb/pz4DXYpek+KUCIGIL
        uD98xdr/btNrKy/cwbAhgMVYZlSRe5i6tBaKOBSM
        -----END CERTIFICATE-----
        """

    /// For the address 127.0.0.1 and no name, signed by the CA.
    public static let addressOnly = """
        -----BEGIN CERTIFICATE-----
        MIIBvTCCAWSgAwIBAgIUZdnp3v/DWoJDZegtgA34Sd5+CdIwCgYIKoZIzj0EAwIw
        HjEcMBoGA1UEAwwTTW9kdWxhciBBcHAgVGVzdCBDQTAgFw0yNTAxMDEwMDAwMDBa
        GA8yMTI1MDEwMTAwMDAwMFowFDESMBAGA1UEAwwJMTI3LjAuMC4xMFkwEwYHKoZI
        zj0CAQYIKoZIzj0DAQcDQgAELj/jUAnvyOL6SSUubiEwlq9GY/FstNU4LdQf4Tt+
        7Ix4E2YQaGAN6pUCsJvR6HgBTTtsEo4DurhW9q25l6cS26OBhzCBhDAMBgNVHRMB
        Af8EAjAAMB0GA1UdDgQWBBQwk/O79DMdWqFX2IrlrFdLFlX02zAOBgNVHQ8BAf8E
        BAMCB4AwEwYDVR0lBAwwCgYIKwYBBQUHAwEwDwYDVR0RBAgwBocEfwAAATAfBgNV
        HSMEGDAWgBTcc8PwJctlp2tSLnrxeRZL8sTC5jAKBggqhkjOPQQDAgNHADBEAiB1
        gZR7zbwszi7SyejiWaJbv3s7LkaiF9LgToohCf129wIgZOFu2aaC/rKHXxKKidhD
        XHUn97MTXg+fPHtvLhmAiBg=
        -----END CERTIFICATE-----
        """

    /// For the loopback names, signed by its own key.
    public static let selfSigned = """
        -----BEGIN CERTIFICATE-----
        MIIB0TCCAXegAwIBAgIUbZnJv+c38NLR88RXkSr4j6o9O24wCgYIKoZIzj0EAwIw
        FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI1MDEwMTAwMDAwMFoYDzIxMjUwMTAx
        MDAwMDAwWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
        PQMBBwNCAAQuP+NQCe/I4vpJJS5uITCWr0Zj8Wy01Tgt1B/hO37sjHgTZhBoYA3q
        lQKwm9HoeAFNO2wSjgO6uFb2rbmXpxLbo4GkMIGhMAwGA1UdEwEB/wQCMAAwHQYD
        VR0OBBYEFDCT87v0Mx1aoVfYiuWsV0sWVfTbMA4GA1UdDwEB/wQEAwIHgDATBgNV
        HSUEDDAKBggrBgEFBQcDATAsBgNVHREEJTAjhwR/AAABhxAAAAAAAAAAAAAAAAAA
        AAABgglsb2NhbGhvc3QwHwYDVR0jBBgwFoAUMJPzu/QzHVqhV9iK5axXSxZV9Nsw
        CgYIKoZIzj0EAwIDSAAwRQIhAK8WTlDcN/NAlyv92T87UecODPC4xs5yc0HQBKkl
        XIMKAiBfiw+D0U9z97MW/+5R7L9UCXPEMRRl5QwLtFLS+iagaA==
        -----END CERTIFICATE-----
        """
}
