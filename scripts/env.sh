# Sourced by the scripts in this folder: run from the repository's top, with cargo's bin folder
# (where `cargo install` puts wasm-bindgen) on PATH.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ -d "${CARGO_HOME:-$HOME/.cargo}/bin" ]; then
  case ":$PATH:" in
    *":${CARGO_HOME:-$HOME/.cargo}/bin:"*) ;;
    *) PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"; export PATH ;;
  esac
fi
