#include "CMicroHTTPDShim.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

// The header deadline. libmicrohttpd's connection timeout is an idle timeout: a client that sends one header byte
// every few seconds keeps its connection (and, with one thread per connection, a thread) forever. Each open
// connection has a slot recording since when it has been waiting for a request's headers; a watchdog thread shuts
// down the socket of any connection past the deadline, which makes its own thread see the end and close it.
#define SLOT_COUNT 1024

struct connection_slot {
    struct MHD_Connection *connection;
    int socket;
    // Monotonic seconds since the connection started waiting for headers, or 0 while a request is being answered.
    double waiting_since;
};

static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
static struct connection_slot slots[SLOT_COUNT];
static unsigned int open_connections = 0;
static unsigned int header_deadline = 5;
static int watchdog_started = 0;

static double monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static struct connection_slot *slot_of(struct MHD_Connection *connection) {
    for (int index = 0; index < SLOT_COUNT; index++) {
        if (slots[index].connection == connection) return &slots[index];
    }
    return NULL;
}

static void *watch_header_deadlines(void *unused) {
    (void)unused;
    for (;;) {
        sleep(1);
        double now = monotonic_seconds();
        pthread_mutex_lock(&slots_lock);
        for (int index = 0; index < SLOT_COUNT; index++) {
            struct connection_slot *slot = &slots[index];
            if (slot->connection != NULL && slot->waiting_since > 0
                && now - slot->waiting_since > (double)header_deadline) {
                shutdown(slot->socket, SHUT_RDWR);
                slot->waiting_since = 0;
            }
        }
        pthread_mutex_unlock(&slots_lock);
    }
    return NULL;
}

static void notify_connection(void *context, struct MHD_Connection *connection, void **socket_context,
                              enum MHD_ConnectionNotificationCode code) {
    (void)context;
    (void)socket_context;
    pthread_mutex_lock(&slots_lock);
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        open_connections++;
        const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
        struct connection_slot *slot = slot_of(NULL);
        if (slot != NULL && info != NULL) {
            slot->connection = connection;
            slot->socket = info->connect_fd;
            slot->waiting_since = monotonic_seconds();
        }
    } else {
        if (open_connections > 0) open_connections--;
        struct connection_slot *slot = slot_of(connection);
        if (slot != NULL) memset(slot, 0, sizeof *slot);
    }
    pthread_mutex_unlock(&slots_lock);
}

void coursegen_mhd_headers_complete(struct MHD_Connection *connection) {
    pthread_mutex_lock(&slots_lock);
    struct connection_slot *slot = slot_of(connection);
    if (slot != NULL) slot->waiting_since = 0;
    pthread_mutex_unlock(&slots_lock);
}

unsigned int coursegen_mhd_open_connections(void) {
    pthread_mutex_lock(&slots_lock);
    unsigned int count = open_connections;
    pthread_mutex_unlock(&slots_lock);
    return count;
}

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
    (void)reason;
    free(*request);
    *request = NULL;
    // A kept-alive connection now waits for its next request's headers: the deadline starts again.
    pthread_mutex_lock(&slots_lock);
    struct connection_slot *slot = slot_of(connection);
    if (slot != NULL) slot->waiting_since = monotonic_seconds();
    pthread_mutex_unlock(&slots_lock);
}

int coursegen_mhd_target_was_truncated(const struct coursegen_mhd_request *request, const char *version) {
    if (request == NULL || version == NULL) return 1;
    return request->target + request->target_length + 1 != version;
}

struct MHD_Daemon *coursegen_mhd_start(const struct coursegen_mhd_settings *settings,
                                       MHD_AccessHandlerCallback handler,
                                       void *handler_context) {
    unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL;
    pthread_mutex_lock(&slots_lock);
    if (settings->header_deadline > 0) header_deadline = settings->header_deadline;
    int start_watchdog = !watchdog_started;
    watchdog_started = 1;
    pthread_mutex_unlock(&slots_lock);
    if (start_watchdog) {
        pthread_t watchdog;
        if (pthread_create(&watchdog, NULL, watch_header_deadlines, NULL) == 0) pthread_detach(watchdog);
    }
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_context,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket)settings->listen_fd,
                            MHD_OPTION_CONNECTION_TIMEOUT, settings->connection_timeout,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, settings->connection_memory_limit,
                            MHD_OPTION_CONNECTION_LIMIT, settings->connection_limit,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, settings->per_ip_connection_limit,
                            MHD_OPTION_UNESCAPE_CALLBACK, keep_url_encoded, NULL,
                            MHD_OPTION_URI_LOG_CALLBACK, remember_request, NULL,
                            MHD_OPTION_NOTIFY_COMPLETED, forget_request, NULL,
                            MHD_OPTION_NOTIFY_CONNECTION, notify_connection, NULL,
                            MHD_OPTION_END);
}
