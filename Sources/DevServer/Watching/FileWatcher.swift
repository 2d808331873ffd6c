import Foundation

/// Watches folder trees with inotify and reports batches of changed paths once the changes settle.
///
/// - Recursive: every folder below each root gets its own watch; folders created or moved in later are added
///   when their event arrives and scanned at once, because files can appear in them before the watch exists.
/// - Editors that save by writing a temporary file and renaming it over the original produce a `MOVED_TO` of
///   the real name; temporary names themselves (`IgnoredFileNames`) never trigger a rebuild.
/// - Debounced: a batch is delivered `quietPeriod` after the last event, or `maximumDelay` after the first one
///   when events keep coming, so one save that touches several files gives one rebuild.
/// - Writes settle first: an editor that saves in place truncates the file, then writes it. A file modified and
///   not yet closed (`IN_MODIFY` without its `IN_CLOSE_WRITE`) holds the batch back until it is closed, or until
///   it has been quiet for `unclosedWriteHold` (a writer that keeps the file open), so no rebuild reads a
///   truncated or half-written file.
public final class FileWatcher: @unchecked Sendable {
    public typealias ChangeHandler = (Set<String>) -> Void

    private let inotify: Int32
    private let wakePipe: (read: Int32, write: Int32)
    private let quietPeriod: Double
    private let maximumDelay: Double
    private let unclosedWriteHold: Double
    /// Files modified and not closed since, with the time of their last modification (watcher thread only).
    private var unclosedWrites: [String: Double] = [:]
    private let onChange: ChangeHandler
    private var watchedFolders: [Int32: String] = [:]
    private var thread: Thread?
    private let stopLock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    private static let folderEvents = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM
        | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF) | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW)

    /// Starts watching. `onChange` runs on the watcher's own thread with absolute paths.
    public init(roots: [String], quietPeriod: Double = 0.02, maximumDelay: Double = 0.2,
                unclosedWriteHold: Double = 1, onChange: @escaping ChangeHandler) throws {
        inotify = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard inotify >= 0 else { throw WatchError("cannot start inotify: \(String(cString: strerror(errno)))") }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(inotify)
            throw WatchError("cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        wakePipe = (pipeEnds[0], pipeEnds[1])
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        self.quietPeriod = quietPeriod
        self.maximumDelay = maximumDelay
        self.unclosedWriteHold = unclosedWriteHold
        self.onChange = onChange
        for root in roots {
            // Files present at start are the state the first build saw, not changes.
            var existingFiles = Set<String>()
            try addTree(URL(fileURLWithPath: root).standardizedFileURL.path, reportingFilesInto: &existingFiles,
                        isRoot: true)
        }
        let thread = Thread { [unowned self] in self.run() }
        thread.name = "coursegen file watcher"
        self.thread = thread
        thread.start()
    }

    deinit {
        stop()
        close(inotify)
        close(wakePipe.read)
        close(wakePipe.write)
    }

    /// Stops the watcher thread and waits for it (a batch being delivered completes first).
    public func stop() {
        stopLock.lock()
        let wasRunning = !stopped && thread != nil
        stopped = true
        stopLock.unlock()
        guard wasRunning else { return }
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
        finished.wait()
    }

    /// Number of folders currently watched (for tests and the startup message).
    public var watchedFolderCount: Int {
        stopLock.lock()
        defer { stopLock.unlock() }
        return watchedFolders.count
    }

    // MARK: - The watcher thread

    private func run() {
        defer { finished.signal() }
        var pending = Set<String>()
        var firstEventAt: Double?
        var lastEventAt: Double = 0
        while true {
            var timeout: Int32 = -1
            if let firstEventAt {
                let now = Self.now()
                var due = min(lastEventAt + quietPeriod, firstEventAt + maximumDelay)
                // A file still being written holds the batch until it is closed (or quiet for the hold).
                if let lastWrite = unclosedWrites.values.max() { due = max(due, lastWrite + unclosedWriteHold) }
                timeout = Int32(max(0, (due - now) * 1000).rounded(.up))
            }
            var descriptors = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 && errno != EINTR { return }
            if descriptors[1].revents != 0 { return }
            if descriptors[0].revents != 0 {
                let before = pending.count
                readEvents(into: &pending)
                let now = Self.now()
                if pending.count > before || firstEventAt != nil {
                    lastEventAt = now
                    if firstEventAt == nil { firstEventAt = now }
                }
                if pending.isEmpty { firstEventAt = nil }
                continue
            }
            if firstEventAt != nil {
                let now = Self.now()
                if let lastWrite = unclosedWrites.values.max(), now < lastWrite + unclosedWriteHold { continue }
                unclosedWrites.removeAll()
                firstEventAt = nil
                let batch = pending
                pending.removeAll()
                if !batch.isEmpty { onChange(batch) }
            }
        }
    }

    private func readEvents(into pending: inout Set<String>) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            var offset = 0
            while offset + 16 <= count {
                let (wd, mask, nameLength) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + nameLength)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += 16 + nameLength
                handle(wd: wd, mask: mask, name: name, into: &pending)
            }
        }
    }

    private func handle(wd: Int32, mask: UInt32, name: String, into pending: inout Set<String>) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: report every root so that the consumer rebuilds from scratch.
            stopLock.lock()
            let roots = Set(watchedFolders.values)
            stopLock.unlock()
            pending.formUnion(roots)
            return
        }
        stopLock.lock()
        let folder = watchedFolders[wd]
        if mask & UInt32(IN_IGNORED) != 0 { watchedFolders[wd] = nil }
        stopLock.unlock()
        guard let folder else { return }
        if name.isEmpty {
            // The watched folder itself was deleted or moved: its path is the change.
            if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { pending.insert(folder) }
            return
        }
        let path = folder + "/" + name
        if mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            try? addTree(path, reportingFilesInto: &pending, isRoot: false)
        }
        if IgnoredFileNames.isTemporary(name) { return }
        if mask & UInt32(IN_CLOSE_WRITE) != 0 {
            unclosedWrites[path] = nil
        } else if mask & UInt32(IN_MODIFY) != 0 {
            unclosedWrites[path] = Self.now()
        } else if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
            unclosedWrites[path] = nil
        }
        pending.insert(path)
    }

    /// Watches `folder` and everything below it; files found there are reported as changed.
    private func addTree(_ folder: String, reportingFilesInto pending: inout Set<String>, isRoot: Bool) throws {
        let wd = inotify_add_watch(inotify, folder, Self.folderEvents)
        guard wd >= 0 else {
            if isRoot { throw WatchError("cannot watch \(folder): \(String(cString: strerror(errno)))") }
            return
        }
        stopLock.lock()
        watchedFolders[wd] = folder
        stopLock.unlock()
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            let path = folder + "/" + entry
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                try addTree(path, reportingFilesInto: &pending, isRoot: false)
            } else if !IgnoredFileNames.isTemporary(entry) {
                pending.insert(path)
            }
        }
    }

    private static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// The watcher could not start.
public struct WatchError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
}
