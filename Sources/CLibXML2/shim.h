#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
/* Debian builds libxml2 with ICU; its <unicode/ucnv.h> clashes with Foundation's bundled ICU module
   ("'UErrorCode' has different definitions in different modules"). The ICU parts only add fields we never touch. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
/* xmlFree is a global function-pointer variable, which Swift's concurrency checking rejects. */
static inline void clibxml2_free(void *p) { xmlFree(p); }
#endif
