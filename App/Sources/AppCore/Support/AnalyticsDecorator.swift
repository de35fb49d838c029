import Analytics

/// An `Analytics` that changes what `track` does and passes everything else to `base`.
protocol AnalyticsDecorator: Analytics {
    var base: any Analytics { get }
}

extension AnalyticsDecorator {
    func identify(userID: String) async {
        await base.identify(userID: userID)
    }

    func reset() async {
        await base.reset()
    }

    func flush() async {
        await base.flush()
    }

    func uploadDue() async {
        await base.uploadDue()
    }
}
