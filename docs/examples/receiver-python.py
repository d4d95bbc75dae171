#!/usr/bin/env python3
"""A complete webhook receiver using only Python's standard library (Python 3.7 or later).

    WEBHOOK_SECRET='whsec_...' PORT=3000 python3 receiver-python.py

WEBHOOK_SECRET  the webhook's signing secret, exactly as shown once at registration (required)
PORT            port to listen on (default 3000; 0 picks a free one)
HOST            address to bind (default: all interfaces)

It reads the raw body, checks X-Service-Signature in constant time (or, while a rotation of the
secret overlaps, X-Service-Signature-New: so it works before and after you switch it to the new
secret), and the Standard Webhooks signature with a 5-minute timestamp tolerance when those
headers are present; it answers 401 on a bad signature, drops duplicates by event id, and
answers 200 before doing the real work.
Every accepted event is printed as one JSON line: {"accepted": "evt_...", "type": "..."}.
See docs/webhooks.md.
"""
import base64
import binascii
import collections
import hashlib
import hmac
import json
import os
import queue
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SECRET = os.environ.get("WEBHOOK_SECRET", "")
if not SECRET:
    sys.exit("Set WEBHOOK_SECRET to the signing secret of the webhook.")
PORT = int(os.environ.get("PORT", "3000"))
HOST = os.environ.get("HOST", "")
MAX_BODY_BYTES = 1024 * 1024
TOLERANCE_SECONDS = 5 * 60

SERVICE_KEY = SECRET.encode("utf-8")
# Standard Webhooks key: base64-decoded bytes after "whsec_", else the secret's UTF-8 bytes.
if SECRET.startswith("whsec_"):
    try:
        STANDARD_KEY = base64.b64decode(SECRET[len("whsec_"):], validate=True)
    except binascii.Error:
        sys.exit("WEBHOOK_SECRET starts with whsec_ but the rest is not base64.")
else:
    STANDARD_KEY = SERVICE_KEY


def verify_service_signature(raw_body, header):
    """X-Service-Signature: "sha256=" + hex HMAC-SHA256 of the raw body, keyed with the secret's
    UTF-8 bytes."""
    if not header or not header.startswith("sha256="):
        return False
    expected = "sha256=" + hmac.new(SERVICE_KEY, raw_body, hashlib.sha256).hexdigest()
    # compare_digest is constant time; compare bytes (on str it raises for non-ASCII input).
    return hmac.compare_digest(expected.encode(), header.lower().encode("utf-8"))


def verify_standard_signature(raw_body, msg_id, timestamp, header):
    """webhook-signature: "v1,<base64 HMAC-SHA256 of '<id>.<timestamp>.<body>'>", possibly several
    separated by spaces."""
    if not msg_id or not timestamp or not header:
        return False
    try:
        seconds = int(timestamp)
    except ValueError:
        return False
    if abs(time.time() - seconds) > TOLERANCE_SECONDS:
        return False  # replayed or skewed
    signed = msg_id.encode("utf-8") + b"." + timestamp.encode("ascii") + b"." + raw_body
    expected = base64.b64encode(hmac.new(STANDARD_KEY, signed, hashlib.sha256).digest())
    for entry in header.split(" "):
        version, _, signature = entry.partition(",")
        if version == "v1" and hmac.compare_digest(signature.encode("utf-8"), expected):
            return True
    return False


# Event ids already taken. In production keep them in your database (e.g. 30 days), not in memory.
seen = collections.OrderedDict()
seen_lock = threading.Lock()
MAX_SEEN = 100000


def first_time(event_id):
    """True the first time an id is seen (thread-safe: requests run in parallel threads)."""
    with seen_lock:
        if event_id in seen:
            return False
        seen[event_id] = True
        if len(seen) > MAX_SEEN:
            seen.popitem(last=False)  # forget the oldest
        return True


def process_event(event):
    """Your work goes here. It runs after the 200 went out, so it may take its time."""
    if event.get("type") == "ping":
        return  # "Send test event": nothing to do
    # e.g. upsert event["data"]["object"] unless your copy has a higher `version`


work = queue.Queue()


def worker():
    while True:
        event = work.get()
        try:
            process_event(event)
        except Exception as error:  # keep the worker alive
            print("processing %s failed: %r" % (event.get("id"), error), file=sys.stderr)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def reply(self, status, message):
        data = message.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(data)

    def read_body(self):
        """The raw body bytes, or None when it is over MAX_BODY_BYTES."""
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            body = b""
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip(), 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass  # trailers
                    return body
                if len(body) + size > MAX_BODY_BYTES:
                    return None
                body += self.rfile.read(size)
                self.rfile.readline()  # CRLF after each chunk
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY_BYTES:
            return None
        return self.rfile.read(length)

    def do_POST(self):
        try:
            raw_body = self.read_body()  # verify these exact bytes, before any JSON parsing
        except ValueError:
            self.close_connection = True
            return self.reply(400, "bad request\n")
        if raw_body is None:
            self.close_connection = True  # the rest of the body was not read
            return self.reply(413, "body too large\n")

        # During a rotation's overlap X-Service-Signature is signed with the old secret and
        # X-Service-Signature-New with the new one: either matching WEBHOOK_SECRET is enough.
        signature = self.headers.get("X-Service-Signature")
        signature_new = self.headers.get("X-Service-Signature-New")
        if not verify_service_signature(raw_body, signature) and not verify_service_signature(
            raw_body, signature_new
        ):
            return self.reply(401, "bad signature\n")
        # Optional second check, which adds replay protection (the timestamp is signed). To insist
        # on it, drop the `is not None` condition so requests without these headers get 401.
        if self.headers.get("webhook-signature") is not None and not verify_standard_signature(
            raw_body,
            self.headers.get("webhook-id"),
            self.headers.get("webhook-timestamp"),
            self.headers.get("webhook-signature"),
        ):
            return self.reply(401, "bad signature\n")

        try:
            event = json.loads(raw_body.decode("utf-8"))
        except ValueError:
            return self.reply(400, "invalid JSON\n")
        # The body's id is covered by the signature; X-Service-Event-Id carries the same value.
        event_id = event.get("id") if isinstance(event, dict) else None
        if not isinstance(event_id, str) or not event_id:
            return self.reply(400, "missing event id\n")

        if not first_time(event_id):
            print(json.dumps({"duplicate": event_id}), flush=True)
            return self.reply(200, "duplicate\n")  # still 2xx, or it would be retried
        print(json.dumps({"accepted": event_id, "type": event.get("type")}), flush=True)
        self.reply(200, "ok\n")
        work.put(event)

    def do_GET(self):
        self.reply(405, "POST only\n")

    def log_message(self, format, *args):
        sys.stderr.write("%s %s\n" % (self.address_string(), format % args))


def main():
    threading.Thread(target=worker, daemon=True).start()
    server = ThreadingHTTPServer((HOST, PORT), Handler)
    server.daemon_threads = True
    print("listening on %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
