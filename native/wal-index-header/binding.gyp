{
  "targets": [
    {
      "target_name": "wal_index_header",
      "sources": ["wal_index_header.c"],
      "defines": ["NAPI_VERSION=8"]
    }
  ]
}
