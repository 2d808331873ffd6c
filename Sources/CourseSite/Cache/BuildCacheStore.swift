import Foundation

/// The `.coursegen-cache/` folder shared by `coursegen build` and `coursegen serve`.
///
///     .coursegen-cache/
///       CACHEDIR.TAG          marks the folder as a cache for backup tools
///       tool                  identity of the coursegen binary that wrote the entries
///       entries/<key>         one file per result, named by the content hash of everything it was made from
///
/// Entries are immutable: a key names exactly one content, so an entry is written once (atomically) and never
/// changed; a changed input simply produces a new key. A different `coursegen` binary (a new version, or a rebuilt
/// development copy) may render differently, so its arrival empties the cache. Entries not used by a build are
/// removed at the end of it (`prune(keeping:)`), which keeps the folder the size of one site.
public final class BuildCacheStore: @unchecked Sendable {
    /// The cache folder.
    public let folder: URL
    private let entries: URL
    private let lock = NSLock()
    private var used = Set<String>()
    /// Entries read or written in this process, kept in memory for the next build (`coursegen serve`).
    private var memory: [String: Data] = [:]
    private let keepsEntriesInMemory: Bool

    /// The default location: `.coursegen-cache` beside the course folder (the project root for `content/`).
    public static func defaultFolder(forSource source: URL) -> URL {
        source.standardizedFileURL.deletingLastPathComponent().appendingPathComponent(".coursegen-cache")
    }

    /// Opens (creating if needed) the cache at `folder`, emptying it when another coursegen binary wrote it.
    /// - Parameter keepsEntriesInMemory: true for long-running processes that build repeatedly.
    public init(folder: URL, keepsEntriesInMemory: Bool = false) throws {
        self.folder = folder.standardizedFileURL
        self.entries = self.folder.appendingPathComponent("entries")
        self.keepsEntriesInMemory = keepsEntriesInMemory
        let fileManager = FileManager.default
        let toolFile = self.folder.appendingPathComponent("tool")
        let identity = Self.toolIdentity()
        let recorded = (try? String(contentsOf: toolFile, encoding: .utf8)) ?? ""
        if recorded != identity {
            try? fileManager.removeItem(at: entries)
        }
        try fileManager.createDirectory(at: entries, withIntermediateDirectories: true)
        if recorded != identity {
            try Data(identity.utf8).write(to: toolFile, options: .atomic)
            let tag = "Signature: 8a477f597d28d172789f06886806bc55\n# coursegen's build cache; safe to delete.\n"
            try? Data(tag.utf8).write(to: self.folder.appendingPathComponent("CACHEDIR.TAG"), options: .atomic)
        }
    }

    /// The stored bytes for `key`, if any; marks the entry as used by this build.
    public func data(for key: String) -> Data? {
        lock.lock()
        used.insert(key)
        if let cached = memory[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: url(for: key).path) else { return nil }
        if keepsEntriesInMemory {
            lock.lock()
            memory[key] = data
            lock.unlock()
        }
        return data
    }

    /// Where the entry for `key` lives (it exists after `store` or a successful `data(for:)`).
    public func url(for key: String) -> URL { entries.appendingPathComponent(key) }

    /// Stores `data` under `key` unless already present. Failures are ignored: the cache is an optimization.
    public func store(_ data: Data, for key: String) {
        lock.lock()
        used.insert(key)
        if keepsEntriesInMemory { memory[key] = data }
        lock.unlock()
        let target = url(for: key)
        guard !FileManager.default.fileExists(atPath: target.path) else { return }
        // Written beside the entry and renamed over it: a process killed mid-write leaves a temporary file (no
        // key names it; the next prune removes it), never a half-written entry.
        let temporary = entries.appendingPathComponent(
            Self.temporaryPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, target.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// Names of entries being written start with this, then the writer's process id.
    static let temporaryPrefix = ".partial-"

    /// Removes the temporary files this process is writing (Ctrl-C: `coursegen` exits right after).
    public func removeOwnTemporaryFiles() {
        let prefix = Self.temporaryPrefix + "\(getpid())-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: entries.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: entries.appendingPathComponent(name))
        }
    }

    /// Keeps the entry for `key` through the next `prune()` without reading it.
    public func markUsed(_ key: String) {
        lock.lock()
        used.insert(key)
        lock.unlock()
    }

    /// Removes every entry the current build did not read or write, then starts counting afresh.
    /// - Returns: the keys kept.
    @discardableResult
    public func prune() -> Set<String> {
        lock.lock()
        let keep = used
        used.removeAll()
        memory = memory.filter { keep.contains($0.key) }
        lock.unlock()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: entries.path) else { return keep }
        for name in names where !keep.contains(name) {
            try? FileManager.default.removeItem(at: entries.appendingPathComponent(name))
        }
        return keep
    }

    /// Identifies the running binary by its size and modification time: a rebuilt coursegen may render
    /// differently, so its cache entries must not be reused.
    static func toolIdentity() -> String {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "unknown" }
        return "size=\(info.st_size) mtime=\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n"
    }
}
