// The declaration in include/CLibFuzzer.h is all this module provides; the definition is in
// the libFuzzer runtime. SwiftPM needs one source file to build the module.
#include "CLibFuzzer.h"
