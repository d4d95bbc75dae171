/*
 * HMAC-SHA256 of strings through the host's OpenSSL (Node's own), with each key's HMAC context
 * set up once: every signature then starts from the key's inner and outer states instead of
 * deriving them again, as node:crypto's createHmac must (see service/webhooks/hmac.ts for what
 * that buys and the fallback where this does not load).
 */
#include <node_api.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <stdlib.h>

static const napi_type_tag KEY_TAG = {0x3c6a1f0e9b2d4e57ULL, 0x81a7c4d2e6f90b35ULL};

/* Most bodies fit; longer strings are copied to the heap. */
#define STACK_BYTES 8192

static void finalize(napi_env env, void *data, void *hint) {
  (void)env;
  (void)hint;
  HMAC_CTX_free((HMAC_CTX *)data);
}

/* key(bytes: Buffer) -> an external holding the key's HMAC context */
static napi_value Key(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1], out;
  void *bytes;
  size_t length;
  bool is_buffer = false;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 1 ||
      napi_is_buffer(env, argv[0], &is_buffer) != napi_ok || !is_buffer ||
      napi_get_buffer_info(env, argv[0], &bytes, &length) != napi_ok) {
    napi_throw_type_error(env, NULL, "key(bytes) takes a Buffer.");
    return NULL;
  }
  /* A NULL key means "the same key again" to OpenSSL: an empty Buffer's bytes may be NULL. */
  static const unsigned char EMPTY = 0;
  HMAC_CTX *ctx = HMAC_CTX_new();
  if (!ctx || !HMAC_Init_ex(ctx, length ? bytes : &EMPTY, (int)length, EVP_sha256(), NULL)) {
    HMAC_CTX_free(ctx);
    napi_throw_error(env, NULL, "OpenSSL could not set up the HMAC key.");
    return NULL;
  }
  if (napi_create_external(env, ctx, finalize, NULL, &out) != napi_ok) {
    HMAC_CTX_free(ctx);
    return NULL;
  }
  napi_type_tag_object(env, out, &KEY_TAG);
  return out;
}

/* Feeds a JS string's UTF-8 bytes to the HMAC; 0 when it is not a string or memory ran out. */
static int update(napi_env env, HMAC_CTX *ctx, napi_value value) {
  char stack[STACK_BYTES];
  size_t length;
  if (napi_get_value_string_utf8(env, value, stack, STACK_BYTES, &length) != napi_ok) return 0;
  /* Whole, unless it stopped within a character of the end (N-API never copies part of one). */
  if (length + 4 < STACK_BYTES) return HMAC_Update(ctx, (const unsigned char *)stack, length);
  if (napi_get_value_string_utf8(env, value, NULL, 0, &length) != napi_ok) return 0;
  char *text = malloc(length + 1);
  if (!text) return 0;
  int ok = napi_get_value_string_utf8(env, value, text, length + 1, &length) == napi_ok &&
           HMAC_Update(ctx, (const unsigned char *)text, length);
  free(text);
  return ok;
}

#define MAX_PARTS 4

/* sign(key, encoding: 0 hex | 1 base64, ...parts: string[]) -> the digest as text */
static napi_value Sign(napi_env env, napi_callback_info info) {
  size_t argc = 2 + MAX_PARTS;
  napi_value argv[2 + MAX_PARTS], out;
  bool tagged = false;
  void *data;
  int32_t encoding;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 2 ||
      argc > 2 + MAX_PARTS ||
      napi_check_object_type_tag(env, argv[0], &KEY_TAG, &tagged) != napi_ok || !tagged ||
      napi_get_value_external(env, argv[0], &data) != napi_ok ||
      napi_get_value_int32(env, argv[1], &encoding) != napi_ok ||
      (encoding != 0 && encoding != 1)) {
    napi_throw_type_error(env, NULL, "sign() takes a key, 0 (hex) or 1 (base64), up to 4 strings.");
    return NULL;
  }
  HMAC_CTX *ctx = (HMAC_CTX *)data;
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  /* No key and no digest: start again from the key's states. */
  int ok = HMAC_Init_ex(ctx, NULL, 0, NULL, NULL);
  for (size_t i = 2; ok && i < argc; i++) ok = update(env, ctx, argv[i]);
  if (!ok || !HMAC_Final(ctx, digest, &size)) {
    napi_throw_type_error(env, NULL, "sign() could not hash its parts: each must be a string.");
    return NULL;
  }
  char text[2 * EVP_MAX_MD_SIZE + 1];
  size_t length;
  if (encoding == 0) {
    static const char HEX[] = "0123456789abcdef";
    for (unsigned int i = 0; i < size; i++) {
      text[2 * i] = HEX[digest[i] >> 4];
      text[2 * i + 1] = HEX[digest[i] & 15];
    }
    length = 2 * (size_t)size;
  } else {
    length = (size_t)EVP_EncodeBlock((unsigned char *)text, digest, (int)size);
  }
  if (napi_create_string_latin1(env, text, length, &out) != napi_ok) return NULL;
  return out;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "key", NAPI_AUTO_LENGTH, Key, NULL, &fn);
  napi_set_named_property(env, exports, "key", fn);
  napi_create_function(env, "sign", NAPI_AUTO_LENGTH, Sign, NULL, &fn);
  napi_set_named_property(env, exports, "sign", fn);
  return exports;
}
