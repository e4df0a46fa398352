#!/bin/bash
# The image's health check (docs/decisions/017-image-and-probes.md, amendment 2): one GET on
# loopback with bash's /dev/tcp, no second Node process. Usage: healthcheck.sh [PORT] [PATH]
# (default $PORT, else 3000, and /healthz; the content service: 3100 /health). Exit 0 on a 2xx
# status line, 1 otherwise or after 2 s.
port="${1:-${PORT:-3000}}"
path="${2:-/healthz}"
[[ "$port" =~ ^[0-9]{1,5}$ && "$path" == /* ]] || { echo "usage: healthcheck.sh [PORT] [PATH]" >&2; exit 2; }
# A refused connection fails at once; the read below is bounded, so a hung server cannot hold the check.
exec 3<>"/dev/tcp/127.0.0.1/$port" || exit 1
printf 'GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' "$path" >&3
IFS= read -r -t 2 status <&3 || exit 1
[[ "$status" =~ ^HTTP/1\.[01]\ 2[0-9][0-9]\  ]]
