#include "document/app_resources.h"

#include <QFile>

// Q_INIT_RESOURCE declares a function in the enclosing scope, so it must run outside any namespace.
// It is needed at all because the .qrc lives in a static library, whose unreferenced initialisers the
// linker would otherwise drop.
static void initPartiscopeResources() {
    Q_INIT_RESOURCE(partiscope);
}

namespace partiscope::ui {

void ensureAppResources() {
    static const bool initialised = [] {
        initPartiscopeResources();
        return true;
    }();
    (void)initialised;
}

QString defaultScenarioKeys() {
    ensureAppResources();
    QFile file(QStringLiteral(":/scenarios/default-keys.txt"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {}; // cannot happen with the resource linked in; an empty editor is the honest fallback
    }
    return QString::fromUtf8(file.readAll());
}

QString defaultScenarioJson() {
    ensureAppResources();
    QFile file(QStringLiteral(":/scenarios/default.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {}; // cannot happen with the resource linked in; parsing the empty text reports it
    }
    return QString::fromUtf8(file.readAll());
}

QIcon appIcon() {
    ensureAppResources();
    return QIcon(QStringLiteral(":/icons/partiscope.svg"));
}

} // namespace partiscope::ui
