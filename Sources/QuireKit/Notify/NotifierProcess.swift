import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a notifier program in a process group of its own, and stops the whole group (the
/// program and anything it started, such as a shell's `curl`) when it runs longer than its
/// timeout (a hanging notifier must not stall `quire watch`; docs/watch.md).
enum NotifierProcess {
  /// How a run ended.
  enum Outcome: Equatable {
    /// Exit status 0.
    case succeeded
    /// Another exit status, or killed by a signal other than Quire's.
    case failed(String)
    /// Still running after the timeout: the group was killed.
    case timedOut
    /// The program could not be started.
    case notStarted(String)
  }

  /// Runs `argv` (the program found on `PATH` when it has no `/`) with standard input, output
  /// and error on `/dev/null`, and waits at most `timeout` seconds.
  static func run(_ argv: [String], timeout: Double) -> Outcome {
    guard let first = argv.first else { return .notStarted("no program named") }
    let program =
      first.contains("/")
      ? first : (Notifier.findProgram(first, path: ProcessInfo.processInfo.environment["PATH"] ?? "") ?? first)
    // Darwin spells both types as optional pointers, Glibc as structs.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
      var actions: posix_spawn_file_actions_t? = nil
      let environment = _NSGetEnviron().pointee
    #else
      var attributes = posix_spawnattr_t()
      var actions = posix_spawn_file_actions_t()
      let environment = environ
    #endif
    posix_spawnattr_init(&attributes)
    posix_spawn_file_actions_init(&actions)
    defer {
      posix_spawnattr_destroy(&attributes)
      posix_spawn_file_actions_destroy(&actions)
    }
    // A group of its own (pgid = its pid): kill(-pid) then reaches what it started too.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
    }
    var cArguments: [UnsafeMutablePointer<CChar>?] = ([program] + argv.dropFirst()).map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, program, &actions, &attributes, &cArguments, environment)
    guard status == 0 else { return .notStarted(String(cString: strerror(status))) }
    let deadline = Date().addingTimeInterval(timeout)
    var delay: useconds_t = 1_000
    while true {
      var exit: Int32 = 0
      let reaped = waitpid(pid, &exit, WNOHANG)
      if reaped == pid { return describe(exit) }
      if reaped < 0, errno != EINTR { return .failed(String(cString: strerror(errno))) }
      if Date() >= deadline {
        kill(-pid, SIGKILL)
        while waitpid(pid, &exit, 0) < 0, errno == EINTR {}
        return .timedOut
      }
      usleep(delay)
      delay = min(delay * 2, 50_000)
    }
  }

  private static func describe(_ status: Int32) -> Outcome {
    // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: the C macros are not imported into Swift.
    let signal = status & 0x7f
    if signal == 0 {
      let code = (status >> 8) & 0xff
      return code == 0 ? .succeeded : .failed("exit status \(code)")
    }
    return .failed("killed by signal \(signal)")
  }
}
