#ifndef CMICROHTTPDSHIM_H
#define CMICROHTTPDSHIM_H
// Swift cannot call C variadic functions, and MHD_start_daemon takes its options as a variadic list.
// This shim fixes the option list the dev server needs behind a plain function signature.
#include <stddef.h>
#include <microhttpd.h>

/// Limits and the listening socket handed to libmicrohttpd.
struct coursegen_mhd_settings {
    /// An already bound and listening socket (the caller reports bind errors itself, with errno).
    int listen_fd;
    /// Seconds an idle connection may stay open before libmicrohttpd closes it.
    unsigned int connection_timeout;
    /// Bytes of memory per connection; request lines and headers larger than this are refused.
    size_t connection_memory_limit;
    /// Concurrent connections in total.
    unsigned int connection_limit;
    /// Concurrent connections per client address.
    unsigned int per_ip_connection_limit;
    /// Seconds a connection may take to send a request's line and headers (from the connection's start, or from
    /// the end of its previous request); past it the connection is shut down, however slowly it keeps trickling.
    unsigned int header_deadline;
};

/// Per-request state kept from the moment libmicrohttpd has read the request line; the access handler receives
/// it as its connection context (`*con_cls`).
struct coursegen_mhd_request {
    /// Where the request target starts in libmicrohttpd's buffer, and its length as a C string.
    const char *target;
    size_t target_length;
    /// Set by the handler once it queued the answer (later calls only deliver body data).
    int answered;
};

/// True when the request target contained a NUL byte. libmicrohttpd hands the target over as a C string, so
/// `/index.html<NUL>/../x` would silently arrive as `/index.html`. The target and the HTTP version are parsed in
/// place from one request line, so for an honest target the version starts right after the target's end.
int coursegen_mhd_target_was_truncated(const struct coursegen_mhd_request *request, const char *version);

/// Marks that the connection's current request has arrived whole (its headers are read): the header deadline no
/// longer applies to it until the request completes.
void coursegen_mhd_headers_complete(struct MHD_Connection *connection);

/// The number of connections open right now (accepted and not yet closed).
unsigned int coursegen_mhd_open_connections(void);

/// Starts a daemon that runs one thread per connection. URLs reach the handler exactly as the client sent
/// them (no percent-decoding), so the caller can reject encoded NUL bytes and dot segments itself.
/// Returns NULL when libmicrohttpd refuses to start.
struct MHD_Daemon *coursegen_mhd_start(const struct coursegen_mhd_settings *settings,
                                       MHD_AccessHandlerCallback handler,
                                       void *handler_context);

#endif
