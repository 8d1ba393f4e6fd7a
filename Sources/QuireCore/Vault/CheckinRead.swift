/// Which check-ins a read of the index brings when its kinds include `.checkins`: a habit's
/// whole history can be years of daily notes, and most views need less of it.
public enum CheckinRead: Sendable {
  /// Every check-in, with its file and line, in path order.
  case all
  /// With the days a view reads: the check-ins of those days and of the days back to each
  /// habit's last break before `today`, what a current streak needs
  /// (`IndexQueries.recentCheckins`); without days, `all`.
  case recent(today: LocalDate)
}
