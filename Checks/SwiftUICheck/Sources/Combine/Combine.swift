// Combine exists only on Apple platforms. OpenCombine (0.14.0) implements the same API
// (`PassthroughSubject`, `AnyPublisher`, `sink`...), so the front-end's `import Combine` compiles
// here and its publisher tests run for real.
@_exported import OpenCombine
