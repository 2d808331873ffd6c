import Diagnostics

/// What fetching an external URL found.
public enum ExternalLinkStatus: Sendable, Equatable, Codable {
    /// The server answered with a success or redirect status.
    case reachable
    /// The server answered with an error status (404, 410, 500, …).
    case broken(status: Int)
    /// No answer: timeout, DNS failure, refused connection, TLS error. Reported as a warning because it says
    /// as much about the network of the machine running the check as about the link.
    case unreachable(reason: String)
}

/// Fetches external URLs for `--external`. Implementations must be safe to call from any thread; tests use a
/// stub, so no test ever touches the network.
public protocol ExternalLinkChecking: Sendable {
    /// The status of each distinct URL (without its fragment).
    func statuses(of urls: [String]) -> [String: ExternalLinkStatus]
}

/// Turns external statuses into findings, once per use of a failing URL.
enum ExternalFindings {
    static func findings(for uses: [WebURLUse], checker: any ExternalLinkChecking) -> [Finding] {
        let distinct = Array(Set(uses.map { withoutFragment($0.url) })).sorted()
        let statuses = checker.statuses(of: distinct)
        var findings: [Finding] = []
        for use in uses {
            switch statuses[withoutFragment(use.url)] {
            case .broken(let status)?:
                findings.append(Finding(kind: .externalLink, page: use.page,
                                        message: "external link '\(use.url)' answered HTTP \(status)",
                                        subject: use.subject))
            case .unreachable(let reason)?:
                var finding = Finding(kind: .externalLink, page: use.page,
                                      message: "external link '\(use.url)' could not be reached: \(reason)",
                                      subject: use.subject)
                finding.severityOverride = .warning
                findings.append(finding)
            case .reachable?, nil:
                break
            }
        }
        return findings
    }

    static func withoutFragment(_ url: String) -> String {
        guard let hash = url.firstIndex(of: "#") else { return url }
        return String(url[..<hash])
    }
}
