#pragma once

#include "document/scenario_queries.h"

#include <partiscope/key_condition.h>
#include <partiscope/shard_strategy.h>

#include <QWidget>

#include <string>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace partiscope::ui {

/// The requests that read the hottest logical key back under the current strategy, in a chosen format,
/// with copy-one, copy-all and save-as. Regenerated whenever the key, strategy, target or format changes.
class QueriesPane : public QWidget {
    Q_OBJECT
public:
    explicit QueriesPane(QWidget* parent = nullptr);

    void setQuery(const QueryTarget& target, const StrategyConfig& strategy, const std::string& logicalKey);
    void setFormat(QueryFormat format);
    [[nodiscard]] QueryFormat format() const;

    [[nodiscard]] const GeneratedQueries& queries() const noexcept { return m_queries; }
    /// The text shown (the whole plan, or why there is none).
    [[nodiscard]] QString shownText() const;
    [[nodiscard]] QListWidget* requestList() const noexcept { return m_requestList; }

    /// Puts the selected request (or the first) on the clipboard.
    void copySelected();
    /// Puts the whole plan on the clipboard.
    void copyAll();
    /// Writes the whole plan to @p path atomically; on error returns false and sets @p error.
    bool saveTo(const QString& path, QString& error) const;

private:
    void regenerate();
    void saveAs();

    QueryTarget m_target;
    StrategyConfig m_strategy;
    std::string m_logicalKey;
    GeneratedQueries m_queries;

    QComboBox* m_format = nullptr;
    QLabel* m_heading = nullptr;
    QListWidget* m_requestList = nullptr;
    QPlainTextEdit* m_text = nullptr;
    QLabel* m_summary = nullptr;
    QPushButton* m_copySelected = nullptr;
    QPushButton* m_copyAll = nullptr;
    QPushButton* m_saveAs = nullptr;
};

} // namespace partiscope::ui
