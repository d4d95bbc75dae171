/*
 * Reads the WAL-index header of an SQLite database from a read-only shared mapping of its
 * `-shm` file: a change check without a system call (see service/db/wal-index-header.ts).
 *
 * The caller owns the file descriptor and must keep it open while any SQLite connection of the
 * process has the file open: closing any descriptor of a file drops every POSIX lock the
 * process holds on it, SQLite's included. This module never closes it.
 */
#include <node_api.h>
#include <stdlib.h>
#include <string.h>

#ifndef _WIN32
#include <errno.h>
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

static mapping_t *mapping_of(napi_env env, napi_callback_info info, size_t *argc,
                             napi_value *argv) {
  bool tagged = false;
  void *data = NULL;
  if (napi_get_cb_info(env, info, argc, argv, NULL, NULL) != napi_ok || *argc < 1 ||
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
  int32_t fd = -1;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 1 ||
      napi_get_value_int32(env, argv[0], &fd) != napi_ok || fd < 0) {
    return fail(env, "ERR_INVALID_ARG_TYPE", "expected an open file descriptor");
  }
#ifdef _WIN32
  return fail(env, "ERR_UNSUPPORTED", "shared mapping is not implemented on Windows");
#else
  struct stat st;
  if (fstat(fd, &st) != 0) return fail(env, "ERR_STAT", strerror(errno));
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  /* Mapping past the end of the file would fault on access: an SQLite -shm file is 32 KiB+. */
  if (st.st_size < (off_t)page) {
    return fail(env, "ERR_TOO_SMALL", "not an SQLite -shm file in use (shorter than a page)");
  }
  void *base = mmap(NULL, page, PROT_READ, MAP_SHARED, fd, 0);
  if (base == MAP_FAILED) return fail(env, "ERR_MMAP", strerror(errno));

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

/* A watcher: one caller's last copy of the header, bound to the mapping it reads. */
typedef struct {
  mapping_t *mapping;
  napi_ref keep; /* keeps the mapping object (and so `mapping`) alive while the watcher lives */
  unsigned char seen[HEADER_SIZE];
} watcher_t;

static void finalize_watcher(napi_env env, void *data, void *hint) {
  (void)hint;
  watcher_t *w = (watcher_t *)data;
  napi_delete_reference(env, w->keep);
  free(w);
}

/* The watcher's function: true when the header differs from the last copy, which it updates.
 * No arguments to convert or check: it is on the request path. */
static napi_value changed(napi_env env, napi_callback_info info) {
  void *data = NULL;
  napi_get_cb_info(env, info, NULL, NULL, NULL, &data);
  watcher_t *w = (watcher_t *)data;
  if (!w->mapping->base) return fail(env, "ERR_UNMAPPED", "the mapping was unmapped");
  unsigned char now[HEADER_SIZE];
  ACQUIRE_FENCE();
  for (int i = 0; i < HEADER_SIZE; i++) now[i] = w->mapping->base[i];
  bool differs = memcmp(now, w->seen, HEADER_SIZE) != 0;
  if (differs) memcpy(w->seen, now, HEADER_SIZE);
  napi_value result;
  napi_get_boolean(env, differs, &result);
  return result;
}

/* watcher(mapping): a new function changed() with its own last copy (all zero: the first call
 * reports a change). */
static napi_value watcher(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  mapping_t *m = mapping_of(env, info, &argc, argv);
  if (!m) return NULL;
  watcher_t *w = (watcher_t *)calloc(1, sizeof *w);
  if (!w) return fail(env, "ERR_NO_MEMORY", "out of memory");
  w->mapping = m;
  napi_value fn;
  if (napi_create_reference(env, argv[0], 1, &w->keep) != napi_ok) {
    free(w);
    return fail(env, "ERR_NAPI", "could not reference the mapping");
  }
  if (napi_create_function(env, "changed", NAPI_AUTO_LENGTH, changed, w, &fn) != napi_ok ||
      napi_add_finalizer(env, fn, w, finalize_watcher, NULL, NULL) != napi_ok) {
    finalize_watcher(env, w, NULL);
    return fail(env, "ERR_NAPI", "could not create the watcher");
  }
  return fn;
}

static napi_value unmap(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  mapping_t *m = mapping_of(env, info, &argc, argv);
  if (m) release(m);
  return NULL;
}

static napi_value init(napi_env env, napi_value exports) {
  napi_property_descriptor functions[] = {
      {"map", NULL, map, NULL, NULL, NULL, napi_default, NULL},
      {"watcher", NULL, watcher, NULL, NULL, NULL, napi_default, NULL},
      {"unmap", NULL, unmap, NULL, NULL, NULL, napi_default, NULL},
  };
  napi_define_properties(env, exports, sizeof functions / sizeof functions[0], functions);
  return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
