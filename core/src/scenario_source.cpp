// The scenario's `source`: what an import made it from. Read, written and checked here, apart from the document's
// other fields, because only imports set it.
#include "scenario_reader.h"

#include "partiscope/import/import.h"

namespace partiscope {

namespace {

std::optional<std::string> formatProblem(const std::string& format) {
    ImportFormat parsed{};
    if (parseEnumName(kImportFormatNames, format, parsed)) {
        return std::nullopt;
    }
    return "expected one of " + enumNameList(kImportFormatNames, "\"", ", ") + ", got \"" + format + "\"";
}

} // namespace

ImportSource scenario_reader::readSource(const Json& json) {
    const ObjectReader r(json, "/source", {"format", "files", "items", "weights"});
    ImportSource source;
    source.format = r.string("format", std::nullopt);
    if (auto problem = formatProblem(source.format)) {
        ObjectReader::fail("/source/format", *problem);
    }
    if (r.has("files")) {
        const Json& files = r.at("files");
        if (!files.is_array()) {
            ObjectReader::fail("/source/files", std::string("expected an array, got ") + typeName(files));
        }
        for (std::size_t i = 0; i < files.size(); ++i) {
            if (!files[i].is_string()) {
                ObjectReader::fail("/source/files/" + std::to_string(i),
                                   std::string("expected a string, got ") + typeName(files[i]));
            }
            source.files.push_back(files[i].get<std::string>());
        }
    }
    source.items = r.integer("items", 0, 0, UINT64_MAX);
    if (!r.has("weights")) {
        ObjectReader::fail("/source/weights", "missing (" + enumNameList(kWeightBasisNames, "", ", ") + ")");
    }
    source.weights = r.choice("weights", WeightBasis::Stated, kWeightBasisNames);
    return source;
}

scenario_reader::Json scenario_reader::sourceJson(const ImportSource& source) {
    Json j;
    j["format"] = source.format;
    j["files"] = source.files;
    j["items"] = source.items;
    j["weights"] = enumName(kWeightBasisNames, source.weights);
    return j;
}

std::optional<FieldProblem> scenario_rules::sourceProblem(const std::optional<ImportSource>& source) {
    if (!source) {
        return std::nullopt;
    }
    return at("/source/format", formatProblem(source->format));
}

} // namespace partiscope
