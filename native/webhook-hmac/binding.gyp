{
  "targets": [
    {
      "target_name": "webhook_hmac",
      "sources": ["webhook_hmac.c"],
      "defines": ["NAPI_VERSION=8", "OPENSSL_SUPPRESS_DEPRECATED"]
    }
  ]
}
