/// Text prepared for YAML front matter written from templates.
public enum YAMLText {
  /// `value` escaped for use between double quotes in YAML (`title: "{{title}}"`).
  ///
  /// JSON string escaping is valid inside YAML double quotes (YAML 1.2 §5.7), so a title with
  /// `"`, `\`, a newline or a control character stays one scalar and cannot end the front matter.
  public static func escapedForDoubleQuotes(_ value: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.utf8.count + 2)
    JSONText.appendString(value, to: &bytes)
    return String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
  }
}
