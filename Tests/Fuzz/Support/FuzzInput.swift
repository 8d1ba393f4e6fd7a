/// What every fuzz target does with libFuzzer's bytes, and how it reports a broken property.
///
/// libFuzzer calls `LLVMFuzzerTestOneInput` once per input; a target turns the bytes into the text its parser
/// reads and checks the properties it promises. A crash, an ASan report or a ``FuzzInput/require(_:_:)`` failure
/// stops the run and writes the input to a `crash-*` file (docs/fuzzing.md).
public enum FuzzInput {
  /// The bytes as text, invalid UTF-8 repaired to U+FFFD as Quire's note reader does.
  public static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  }

  /// The bytes as an array.
  public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// Stops the fuzzer with `message` when `condition` does not hold: a broken property is a finding, like a crash.
  public static func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
    line: UInt = #line
  ) {
    if !condition() { fatalError("property violated: \(message())", file: file, line: line) }
  }
}
