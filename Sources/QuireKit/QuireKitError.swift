/// Failures that stop a command; bad note content is a diagnostic instead.
public enum QuireKitError: Error, Sendable, CustomStringConvertible {
  case vaultNotFound(String)
  case vaultNotAFolder(String)
  /// `$QUIRE_TEMPLATES` names a folder that holds no `config.yaml`.
  case templatesNotFound(String)
  case alreadyAVault(String)
  /// A command that writes notes was run in a folder that is no vault (``Vault/isRecognized``).
  /// (No path in the message: it is the current folder or the one `--vault` names.)
  case notAVault
  case writeFailed(String, String)
  case changedOnDisk(String)
  case outsideVault(String)
  case editRefused(String, String)
  case templateBroken(String, String)
  case templateMissing(String)
  case watchRunning(String)
  /// Another Quire process held the vault's write lock longer than the limit (its pid, seconds).
  case lockTimeout(String, Double)
  /// Another program kept writing the file for longer than the limit.
  case busy(String)
  /// A path from a setting (the key) names a file Quire did not write.
  case notQuireFile(String, String)
  /// Agenda pages that could not be rendered or written: the first page, why, and how many others.
  case pagesNotWritten(String, String, others: Int)

  public var description: String {
    switch self {
    case .vaultNotFound(let path): return "vault folder '\(path)' does not exist; pass --vault DIR or run 'quire init'"
    case .vaultNotAFolder(let path):
      return "vault '\(path)' is a file, not a folder; pass the vault's folder to --vault"
    case .templatesNotFound(let folder):
      return
        "QUIRE_TEMPLATES names '\(folder)', which holds no config.yaml; point it at a Templates folder, or unset it to use the built-in templates"
    case .notAVault:
      return
        "this folder is not a vault (no .quire/, no .obsidian/, no Markdown note); nothing was written. Run 'quire init' to make it one, or pass --vault DIR"
    case .alreadyAVault(let path): return "'\(path)' already holds a vault (.quire/); nothing was changed"
    case .writeFailed(let path, let reason): return "cannot write '\(path)': \(reason)"
    case .changedOnDisk(let path):
      return "'\(path)' changed on disk while Quire was editing it; nothing was written, run the command again"
    case .editRefused(let path, let reason): return "\(path): \(reason)"
    case .templateBroken(let path, let reason):
      return
        "built-in template '\(path)' does not parse (\(reason)); fix it, or unset QUIRE_TEMPLATES to use the built-in templates"
    case .templateMissing(let name):
      return "no template named '\(name)'; add Templates/\(name).md or .quire/templates/\(name).md"
    case .pagesNotWritten(let page, let reason, let others):
      let more = others == 0 ? "" : "; \(others) more page\(others == 1 ? "" : "s") not written either"
      return "agenda page \(page) not written: \(reason)\(more)"
    case .watchRunning(let root):
      return
        "another 'quire watch' is running for the vault '\(root)'; stop it first (it holds .quire/cache/watch.lock)"
    case .lockTimeout(let pid, let seconds):
      return
        "another quire (pid \(pid)) kept the vault's write lock for \(Int(seconds)) s; nothing was written, run the command again when it is done (lock_timeout in .quire/config.yaml sets the wait)"
    case .busy(let path):
      return
        "'\(path)' is being written by another program; nothing was written, run the command again when it is saved"
    case .notQuireFile(let key, let path):
      return
        "'\(path)' (\(key) in .quire/config.yaml) is a file Quire did not write; nothing was written there. Point the setting at a new file, or move that file away"
    case .outsideVault(let path):
      return "'\(path)' is not a path inside the vault; give a vault-relative path without '..'"
    }
  }
}
