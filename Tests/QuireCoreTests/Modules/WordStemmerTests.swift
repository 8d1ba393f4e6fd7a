import QuireCore
import Testing

@Suite struct WordStemmerTests {
  @Test(arguments: [
    ("flying", "fly"), ("fly", "fly"), ("flies", "fly"), ("flew", "fly"), ("running", "run"), ("ran", "run"),
    ("falling", "fall"), ("fallen", "fall"), ("riding", "ride"), ("chased", "chase"), ("chasing", "chase"),
    ("dropped", "drop"), ("opened", "open"), ("cried", "cry"), ("cities", "city"), ("boxes", "box"),
    ("churches", "church"), ("houses", "house"), ("waves", "wave"), ("glass", "glass"), ("bus", "bus"),
    ("teeth", "tooth"), ("tooth", "tooth"), ("need", "need"), ("speed", "speed"), ("swimming", "swim"),
    ("keys", "key"), ("lies", "lie"), ("sing", "sing"), ("thing", "thing"), ("bed", "bed"), ("dying", "die"),
    ("kissing", "kiss"), ("eating", "eat"), ("stairs", "stair"), ("glasses", "glass"),
  ])
  func stems(_ word: String, _ stem: String) { #expect(WordStemmer.stem(word) == stem, "\(word)") }
}
