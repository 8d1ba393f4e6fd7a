/// Failures that stop a command; bad note content is a diagnostic instead.
public enum QuireKitError: Error, Sendable, CustomStringConvertible {
  case vaultNotFound(String)
  case templatesNotFound
  case alreadyAVault(String)
  case writeFailed(String, String)

  public var description: String {
    switch self {
    case .vaultNotFound(let path): return "vault folder '\(path)' does not exist; pass --vault DIR or run 'quire init'"
    case .templatesNotFound:
      return "the Templates folder was not found; set QUIRE_TEMPLATES to the Templates folder of your Quire checkout"
    case .alreadyAVault(let path): return "'\(path)' already holds a vault (.quire/); nothing was changed"
    case .writeFailed(let path, let reason): return "cannot write '\(path)': \(reason)"
    }
  }
}
