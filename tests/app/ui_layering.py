#!/usr/bin/env python3
"""Checks the include direction between app/ui's folders (the rule is at the top of app/ui/CMakeLists.txt).

Fails, listing file:line, when
  - a file outside app/ui/shell includes "shell/...": only the window knows the window;
  - a file in app/ui/jobs, document or util includes a widget: a header from views/, panes/, charts/
    or keys/, or a QtWidgets header (any name in Qt's QtWidgets include folder);
  - a file in app/ui/util includes any other app/ui folder (util is the leaf everyone may use);
  - a file outside app/ui/charts includes a QtCharts header (QtCharts stays behind its adapter).
Usage: ui_layering.py <app/ui folder> <Qt include dirs, ':'-separated>
"""
import os
import re
import sys

UI_FOLDERS = ('shell', 'document', 'keys', 'jobs', 'views', 'panes', 'charts', 'util')
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.M)


def qt_module_headers(include_dirs, module):
    """The header names Qt installs for @p module (QLabel, QtWidgets/QLabel, qlabel.h, ...)."""
    for folder in include_dirs:
        if os.path.basename(os.path.normpath(folder)) == module and os.path.isdir(folder):
            names = set(os.listdir(folder))
            return names | {module + '/' + n for n in names} | {module}
    sys.exit('ui_layering: no %s folder among the Qt include dirs %s' % (module, include_dirs))


def main():
    ui_dir, qt_dirs = sys.argv[1], [d for d in sys.argv[2].split(':') if d]
    widgets = qt_module_headers(qt_dirs, 'QtWidgets')
    charts = qt_module_headers(qt_dirs, 'QtCharts')
    problems = []
    checked = 0
    for folder, _, files in os.walk(ui_dir):
        for name in sorted(files):
            if not name.endswith(('.h', '.cpp')):
                continue
            path = os.path.join(folder, name)
            layer = os.path.relpath(path, ui_dir).split(os.sep)[0]
            text = open(path, encoding='utf-8').read()
            checked += 1
            for match in INCLUDE.finditer(text):
                quote, header = match.groups()
                line = text.count('\n', 0, match.start()) + 1
                where = '%s:%d' % (os.path.relpath(path, ui_dir), line)
                if quote == '"' and header.startswith('shell/') and layer != 'shell':
                    problems.append('%s: %s includes the shell (%s)' % (where, layer, header))
                if layer in ('jobs', 'document', 'util'):
                    if quote == '"' and header.split('/')[0] in ('views', 'panes', 'charts', 'keys'):
                        problems.append('%s: %s includes a widget folder (%s)' % (where, layer, header))
                    if quote == '<' and header in widgets:
                        problems.append('%s: %s includes a Qt widget header (%s)' % (where, layer, header))
                folder_of_header = header.split('/')[0] if '/' in header else ''
                if quote == '"' and layer == 'util' and folder_of_header in UI_FOLDERS and folder_of_header != 'util':
                    problems.append('%s: util includes another UI folder (%s)' % (where, header))
                if quote == '<' and header in charts and layer != 'charts':
                    problems.append('%s: %s includes QtCharts (%s)' % (where, layer, header))
    if checked == 0:
        sys.exit('ui_layering: no sources under ' + ui_dir)
    for problem in problems:
        print(problem)
    print('ui_layering: %d files checked, %d problems' % (checked, len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
