import QuireCore

/// Finds the task a command names (its id, a unique prefix of it, or `FILE:LINE`) in the vault,
/// checked against the record of ids Quire's edits changed (`TaskIDLedger`): an id that names
/// another task than the one a listing showed it for is refused, never acted on.
public enum TaskReference {
  /// The task `query` names in `vault`: through the index, only the tasks it may name are read.
  public static func resolve(_ query: String, in vault: Vault) -> Result<TaskIDLedger.Resolved, TaskResolveError> {
    let loader = VaultLoader(vault: vault)
    return TaskIDStore(vault: vault).load().resolve(query, in: loader.tasksNamed(query)) { loader.tasksNamed($0) }
  }
}
