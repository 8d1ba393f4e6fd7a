import QuireCore
