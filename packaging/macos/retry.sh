# Sourced by the macOS scripts and the workflow's macOS smoke step:
#   retry TRIES WHAT COMMAND [ARG...]
# runs COMMAND up to TRIES times, waiting RETRY_DELAY (default 5) seconds times the attempt number
# between tries, and fails with "WHAT failed TRIES times". hdiutil on hosted runners fails now and
# then ("Resource busy") where the same command works a few seconds later.
retry() {
  local tries=$1 what=$2 attempt=1
  shift 2
  while true; do
    if "$@"; then
      return 0
    fi
    if [ "$attempt" -ge "$tries" ]; then
      echo "$what failed $tries times" >&2
      return 1
    fi
    echo "$what failed (attempt $attempt), trying again in $((attempt * ${RETRY_DELAY:-5})) s" >&2
    sleep $((attempt * ${RETRY_DELAY:-5}))
    attempt=$((attempt + 1))
  done
}
