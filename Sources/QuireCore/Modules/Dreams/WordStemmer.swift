/// A small English stemmer for dream analysis: folds inflected forms onto one key so that
/// "flying", "flies" and "flew" all count as "fly".
///
/// What it does, in order (docs/dreams.md):
/// 1. irregular forms from a short table (`flew` → `fly`, `teeth` → `tooth`, `ran` → `run`, ...);
/// 2. `-ies`/`-ied` → `-y` (`flies` → `fly`, `cried` → `cry`);
/// 3. `-ing` and `-ed` are stripped when at least three letters with a vowel remain; a doubled
///    final consonant is undoubled (`running` → `run`, but `falling` → `fall`), and a short
///    consonant-vowel-consonant stem gets its `e` back (`riding` → `ride`, `chased` → `chase`);
///    `-eed` words keep their ending (`need`, `speed`);
/// 4. `-es` after `s`, `x`, `z`, `ch`, `sh` is stripped (`boxes` → `box`), otherwise a plural `-s`
///    (not `-ss`, `-us`, `-is`) is stripped (`waves` → `wave`).
/// It is deliberately simple: no dictionary, no Porter steps beyond these.
public enum WordStemmer {
  /// The stem of a lower-case word.
  public static func stem(_ word: String) -> String {
    if let irregular = irregulars[word] { return irregular }
    var w = Array(word)
    guard w.count > 3 else { return word }
    if (w.hasSuffix("ies") || w.hasSuffix("ied")) && w.count > 4 {
      return String(w.dropLast(3)) + "y"
    }
    if w.hasSuffix("ing") {
      let stem = Array(w.dropLast(3))
      if stem.count >= 3 || (stem.count == 2 && stem.last == "y"), stem.contains(where: isVowelOrY) {
        return restore(stem)
      }
      return word
    }
    if w.hasSuffix("ed"), !w.hasSuffix("eed") {
      let stem = Array(w.dropLast(2))
      if stem.count >= 3, stem.contains(where: isVowelOrY) { return restore(stem) }
      return word
    }
    if w.hasSuffix("es"), w.count > 4 {
      let stem = Array(w.dropLast(2))
      if stem.hasSuffix("ch") || stem.hasSuffix("sh") || stem.last == "x" || stem.last == "z"
        || stem.hasSuffix("ss")
      {
        return String(stem)
      }
    }
    if w.last == "s", !w.hasSuffix("ss"), !w.hasSuffix("us"), !w.hasSuffix("is") {
      w.removeLast()
      return String(w)
    }
    return word
  }

  /// A stem after `-ing`/`-ed`: undouble a final consonant, or give a short CVC stem its `e`.
  private static func restore(_ stem: [Character]) -> String {
    let n = stem.count
    if n >= 2, stem[n - 1] == stem[n - 2], !isVowel(stem[n - 1]), !"lsz".contains(stem[n - 1]) {
      return String(stem.dropLast())
    }
    if n >= 3, !isVowel(stem[n - 1]), !"wxy".contains(stem[n - 1]), isVowel(stem[n - 2]), !isVowel(stem[n - 3]),
      vowelGroups(stem) == 1
    {
      return String(stem) + "e"
    }
    return String(stem)
  }

  private static func isVowel(_ c: Character) -> Bool { "aeiou".contains(c) }
  private static func isVowelOrY(_ c: Character) -> Bool { "aeiouy".contains(c) }

  private static func vowelGroups(_ s: [Character]) -> Int {
    var groups = 0
    var inVowel = false
    for c in s {
      let v = isVowel(c)
      if v, !inVowel { groups += 1 }
      inVowel = v
    }
    return groups
  }

  /// Irregular forms that suffix rules cannot reach.
  static let irregulars: [String: String] = [
    "flew": "fly", "flown": "fly", "flying": "fly", "ran": "run", "fell": "fall", "fallen": "fall",
    "swam": "swim", "swum": "swim", "drove": "drive", "driven": "drive", "rode": "ride", "ridden": "ride",
    "teeth": "tooth", "feet": "foot", "mice": "mouse", "geese": "goose", "children": "child", "men": "man",
    "women": "woman", "knives": "knife", "wolves": "wolf", "leaves": "leaf", "lives": "life", "wives": "wife",
    "thieves": "thief", "shelves": "shelf", "dying": "die", "died": "die", "lying": "lie", "tying": "tie",
    "lost": "lose", "chose": "choose", "chosen": "choose", "broke": "break", "broken": "break", "froze": "freeze",
    "frozen": "freeze", "hid": "hide", "hidden": "hide", "ate": "eat", "eaten": "eat", "fought": "fight",
    "caught": "catch", "bit": "bite", "bitten": "bite", "sank": "sink", "sunk": "sink", "stung": "sting",
    "sang": "sing", "sung": "sing", "wore": "wear", "worn": "wear", "threw": "throw", "thrown": "throw",
    "drank": "drink", "drunk": "drink", "bled": "bleed", "fled": "flee", "kissed": "kiss", "dreamt": "dream",
    "climbed": "climb", "drowned": "drown", "married": "marry", "buried": "bury", "houses": "house",
    "horses": "horse", "roses": "rose", "glasses": "glass", "eyes": "eye", "bees": "bee", "trees": "tree",
  ]
}

extension Array where Element == Character {
  fileprivate func hasSuffix(_ s: String) -> Bool {
    let suffix = Array(s)
    return count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
