import CourseSite
import Foundation

/// The progress line on a terminal: `previews: 12/80 blocks`, redrawn in place on standard error while layout
/// blocks run, shown only once the work has lasted about a second, and only when standard error is a terminal
/// (logs and pipes get no carriage returns). Other terminal output clears it first (`Console`).
final class ProgressLine: @unchecked Sendable {
    /// The line currently drawn on, if any; `Console` clears it before writing.
    nonisolated(unsafe) static var active: ProgressLine?
    static let lock = NSLock()

    private let progress: BuildProgress
    private var timer: DispatchSourceTimer?
    private var shown = false

    /// Starts watching `progress`; does nothing when standard error is not a terminal.
    static func start(_ progress: BuildProgress) {
        guard isatty(STDERR_FILENO) == 1 else { return }
        let line = ProgressLine(progress: progress)
        lock.lock()
        active = line
        lock.unlock()
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 0.25, repeating: 0.25)
        timer.setEventHandler { line.tick() }
        line.timer = timer
        timer.resume()
    }

    /// Removes the line for good.
    static func stop() {
        lock.lock()
        let line = active
        active = nil
        line?.timer?.cancel()
        line?.eraseLocked()
        lock.unlock()
    }

    private init(progress: BuildProgress) { self.progress = progress }

    private func tick() {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        guard Self.active === self else { return }
        guard let current = progress.current, current.seconds >= 1 else {
            eraseLocked()
            return
        }
        let text = "\r\u{1B}[2Kpreviews: \(current.done)/\(current.total) blocks"
        FileHandle.standardError.write(Data(text.utf8))
        shown = true
    }

    /// Clears the line (caller holds `lock`); the next tick draws it again if work goes on.
    func eraseLocked() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        shown = false
    }
}
