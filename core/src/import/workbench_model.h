#pragma once

// A NoSQL Workbench model's table definition (everything of a DataModel entry but its TableData) read into a
// TableSpec. The shape is that of the models NoSQL Workbench exports (DG "Exporting a data model", and the sample
// models it ships): KeyAttributes{PartitionKey, SortKey}{AttributeName, AttributeType}, GlobalSecondaryIndexes[]
// {IndexName, KeyAttributes, Projection{ProjectionType, NonKeyAttributes}}, BillingMode, ProvisionedCapacitySettings
// {ProvisionedThroughput{ReadCapacityUnits, WriteCapacityUnits}, AutoScalingRead, AutoScalingWrite}.

#include "partiscope/scenario.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace partiscope::import_detail {

/// One member of a DataModel entry as JSON text, with the line of the file it starts on.
struct MemberText {
    std::string text;
    std::uint64_t line = 0;
};

/// What the model says about one table, as read.
struct WorkbenchTable {
    std::map<std::string, MemberText> members; ///< the members the importer reads (TableData apart)
    std::uint64_t items = 0;                   ///< TableData elements
    bool hasTableData = false;
};

/// The members of a DataModel entry the importer reads; the others (NonKeyAttributes, TableFacets, DataAccess,
/// SampleDataFormats, ...) are only checked to be JSON.
bool isReadTableMember(const std::string& name);

/// Where a model is wrong: the line of the file (0 if unknown) and a JSON path in the model.
struct ModelProblem {
    std::uint64_t line = 0;
    std::string jsonPath;
    std::string message;
};

/// The TableName of @p table (the entry at @p path, e.g. "/DataModel/0"), or the problem.
std::optional<std::string> workbenchTableName(const WorkbenchTable& table, const std::string& path,
                                              ModelProblem& problem);

/// The table @p table describes (name, key schema, GSIs, billing mode and capacity), or false with @p problem.
/// @p notes gets a sentence for each part of the model the scenario does not keep (auto scaling).
bool readWorkbenchTable(const WorkbenchTable& table, const std::string& path, TableSpec& out,
                        std::vector<std::string>& notes, ModelProblem& problem);

/// The model's ModelName (a JSON string), or nullopt with @p problem.
std::optional<std::string> workbenchModelName(const MemberText& name, ModelProblem& problem);

/// The model's ModelMetadata: Version 2.0 or 3.0 and AWSService "Amazon DynamoDB" (when given).
std::optional<ModelProblem> workbenchMetadataProblem(const MemberText& metadata);

} // namespace partiscope::import_detail
