// cpp-httplib 0.11 (Debian 12) listens with a backlog of 5 (CPPHTTPLIB_LISTEN_BACKLOG,
// fixed when the shared library was built): a burst of new connections (browsers opening
// event streams) overflows it and the kernel drops SYNs, which clients retry after a
// second. Linux lets a listening socket's backlog be changed by calling listen() again;
// this finds the server's socket among the process's descriptors (listening, bound to
// `port`) and does that.
#pragma once

namespace gov::server {

// Returns false when no listening socket on `port` was found.
bool widen_listen_backlog(int port, int backlog);

}  // namespace gov::server
