#ifndef LIVERY_CLIBFUZZER_H
#define LIVERY_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver for programs that keep their own `main`: parses libFuzzer's flags from
/// argc/argv and calls `callback` with each input. Defined by the runtime that
/// `-sanitize=fuzzer` links in (compiler-rt's FuzzerDriver.cpp).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
