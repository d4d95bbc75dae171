/*
 * Reads the WAL-index header of an SQLite database from a read-only shared mapping of its
 * `-shm` file: a change check without a system call (see service/db/wal-index-header.ts).
 *
 * Safe to keep mapped while the service's own SQLite connection is open: SQLite only truncates
 * the -shm file when it is the first connection to open it, and ours holds it open.
 */
#include <node_api.h>
#include <stdlib.h>
#include <string.h>

#ifndef _WIN32
#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#ifdef _WIN32
#define ACQUIRE_FENCE() /* never reached: map() refuses on Windows */
#else
#define ACQUIRE_FENCE() __atomic_thread_fence(__ATOMIC_ACQUIRE)
#endif

/* The first copy of the header; the bytes after it hold SQLite's locks (mandatory on Windows). */
#define HEADER_SIZE 48

typedef struct {
  const volatile unsigned char *base;
  size_t length;
  unsigned char seen[HEADER_SIZE];
} mapping_t;

static const napi_type_tag MAPPING_TAG = {0x7a1c0e5d3b2f4a61ULL, 0x9e8d7c6b5a493827ULL};

static void release(mapping_t *m) {
#ifndef _WIN32
  if (m->base) munmap((void *)m->base, m->length);
#endif
  m->base = NULL;
}

static void finalize(napi_env env, void *data, void *hint) {
  (void)env;
  (void)hint;
  release((mapping_t *)data);
  free(data);
}

static napi_value fail(napi_env env, const char *code, const char *message) {
  napi_throw_error(env, code, message);
  return NULL;
}

static mapping_t *mapping_of(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  bool tagged = false;
  void *data = NULL;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 1 ||
      napi_check_object_type_tag(env, argv[0], &MAPPING_TAG, &tagged) != napi_ok || !tagged ||
      napi_get_value_external(env, argv[0], &data) != napi_ok) {
    fail(env, "ERR_INVALID_ARG_TYPE", "expected a mapping returned by map()");
    return NULL;
  }
  mapping_t *m = (mapping_t *)data;
  if (!m->base) {
    fail(env, "ERR_UNMAPPED", "the mapping was unmapped");
    return NULL;
  }
  return m;
}

static napi_value map(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  char path[4096];
  size_t length = 0;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 1 ||
      napi_get_value_string_utf8(env, argv[0], path, sizeof path, &length) != napi_ok ||
      length >= sizeof path - 1) {
    return fail(env, "ERR_INVALID_ARG_TYPE", "path must be a string shorter than 4095 bytes");
  }
#ifdef _WIN32
  return fail(env, "ERR_UNSUPPORTED", "shared mapping is not implemented on Windows");
#else
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return fail(env, "ERR_OPEN", strerror(errno));
  struct stat st;
  if (fstat(fd, &st) != 0 || st.st_size < HEADER_SIZE) {
    close(fd);
    return fail(env, "ERR_TOO_SMALL", "not an SQLite -shm file (shorter than its header)");
  }
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  void *base = mmap(NULL, page, PROT_READ, MAP_SHARED, fd, 0);
  int mapError = errno;
  close(fd); /* the mapping keeps the file */
  if (base == MAP_FAILED) return fail(env, "ERR_MMAP", strerror(mapError));

  mapping_t *m = (mapping_t *)calloc(1, sizeof *m);
  if (!m) {
    munmap(base, page);
    return fail(env, "ERR_NO_MEMORY", "out of memory");
  }
  m->base = (const volatile unsigned char *)base;
  m->length = page;
  napi_value external;
  if (napi_create_external(env, m, finalize, NULL, &external) != napi_ok ||
      napi_type_tag_object(env, external, &MAPPING_TAG) != napi_ok) {
    finalize(env, m, NULL);
    return fail(env, "ERR_NAPI", "could not create the mapping object");
  }
  return external;
#endif
}

static napi_value changed(napi_env env, napi_callback_info info) {
  mapping_t *m = mapping_of(env, info);
  if (!m) return NULL;
  unsigned char now[HEADER_SIZE];
  ACQUIRE_FENCE();
  for (int i = 0; i < HEADER_SIZE; i++) now[i] = m->base[i];
  bool differs = memcmp(now, m->seen, HEADER_SIZE) != 0;
  if (differs) memcpy(m->seen, now, HEADER_SIZE);
  napi_value result;
  napi_get_boolean(env, differs, &result);
  return result;
}

static napi_value unmap(napi_env env, napi_callback_info info) {
  mapping_t *m = mapping_of(env, info);
  if (m) release(m);
  return NULL;
}

static napi_value init(napi_env env, napi_value exports) {
  napi_property_descriptor functions[] = {
      {"map", NULL, map, NULL, NULL, NULL, napi_default, NULL},
      {"changed", NULL, changed, NULL, NULL, NULL, napi_default, NULL},
      {"unmap", NULL, unmap, NULL, NULL, NULL, napi_default, NULL},
  };
  napi_define_properties(env, exports, sizeof functions / sizeof functions[0], functions);
  return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
