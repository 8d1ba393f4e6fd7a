public enum QuireMarkdownVersion { public static let value = "0" }
