import QuireCore

/// Finds the task a command names (its id, a unique prefix of it, or `FILE:LINE`) in the vault,
/// checked against the record of ids Quire's edits changed (`TaskIDLedger`): an id that names
/// another task than the one a listing showed it for is refused, never acted on.
public enum TaskReference {
  /// The task `query` names in `vault`, read through `reader` (only the tasks it may name).
  public static func resolve(_ query: String, in vault: Vault, reader: any VaultReader) -> Result<
    TaskIDLedger.Resolved, TaskResolveError
  > {
    TaskIDStore(vault: vault).load().resolve(query, in: reader.tasksNamed([query])) { reader.tasksNamed([$0]) }
  }
}
