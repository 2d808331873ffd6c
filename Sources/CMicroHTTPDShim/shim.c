#include "CMicroHTTPDShim.h"
#include <stdlib.h>
#include <string.h>

// libmicrohttpd decodes %XX in the URL in place by default, which turns "%00" into a terminator that silently
// truncates the path. Keeping the raw URL lets the Swift side see and refuse such requests.
static size_t keep_url_encoded(void *context, struct MHD_Connection *connection, char *url) {
    (void)context;
    (void)connection;
    return strlen(url);
}

// Called once per request with the complete request target, before it is split at '?'.
static void *remember_request(void *context, const char *target, struct MHD_Connection *connection) {
    (void)context;
    (void)connection;
    struct coursegen_mhd_request *request = calloc(1, sizeof *request);
    if (request != NULL) {
        request->target = target;
        request->target_length = strlen(target);
    }
    return request;
}

static void forget_request(void *context, struct MHD_Connection *connection, void **request,
                           enum MHD_RequestTerminationCode reason) {
    (void)context;
    (void)connection;
    (void)reason;
    free(*request);
    *request = NULL;
}

int coursegen_mhd_target_was_truncated(const struct coursegen_mhd_request *request, const char *version) {
    if (request == NULL || version == NULL) return 1;
    return request->target + request->target_length + 1 != version;
}

struct MHD_Daemon *coursegen_mhd_start(const struct coursegen_mhd_settings *settings,
                                       MHD_AccessHandlerCallback handler,
                                       void *handler_context) {
    unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL;
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_context,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket)settings->listen_fd,
                            MHD_OPTION_CONNECTION_TIMEOUT, settings->connection_timeout,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, settings->connection_memory_limit,
                            MHD_OPTION_CONNECTION_LIMIT, settings->connection_limit,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, settings->per_ip_connection_limit,
                            MHD_OPTION_UNESCAPE_CALLBACK, keep_url_encoded, NULL,
                            MHD_OPTION_URI_LOG_CALLBACK, remember_request, NULL,
                            MHD_OPTION_NOTIFY_COMPLETED, forget_request, NULL,
                            MHD_OPTION_END);
}
