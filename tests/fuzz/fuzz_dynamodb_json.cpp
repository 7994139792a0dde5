// libFuzzer target for the dynamodb-json importer's readers: the splitter that cuts scan pages and export lines
// into items (JsonItemStream), the DynamoDB item reader (sizes, typed keys), gzip input and describe-table. Checks:
//  - the stream gives the same events (kind, member, index, line, text, error) whatever the chunk and read sizes;
//  - every item either reads (then the public readDynamoItem, which copies the text, agrees on size and keys) or
//    fails with a message; every stream error has a message;
//  - gzip input and describe-table never crash, and a refusal says why.

#include "fuzz_support.h"

#include "import/byte_source.h"
#include "import/describe_table.h"
#include "import/dynamodb_item_reader.h"
#include "import/json_item_stream.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using namespace partiscope;
using namespace partiscope::import_detail;

namespace {

struct Seen {
    JsonItemStream::Event event;
    std::string member;
    std::size_t index = 0;
    std::uint64_t line = 0;
    std::string text;
    bool operator==(const Seen&) const = default;
};

std::vector<Seen> split(std::string_view input, std::size_t chunk, std::size_t maxRead, bool readItems) {
    auto source = memorySource(input, maxRead);
    JsonItemStream::Options options;
    options.chunkBytes = chunk;
    options.capturedMembers = {"Count", "ScannedCount"};
    options.maxItemBytes = 1 << 20;
    JsonItemStream stream(*source, options);
    DynamoItemReader reader;
    const std::vector<std::string> keys = {"PK", "SK", "PK"};
    std::vector<Seen> seen;
    for (;;) {
        const auto event = stream.next();
        Seen s{event, stream.memberName(), stream.itemIndex(), stream.eventLine(), {}};
        if (event == JsonItemStream::Event::Item || event == JsonItemStream::Event::Member) {
            s.text = std::string(stream.text());
        }
        if (event == JsonItemStream::Event::Error) {
            FUZZ_CHECK(!stream.error().empty());
            s.text = stream.error();
        }
        if (event == JsonItemStream::Event::Item && readItems) {
            const std::string_view text = stream.text();
            FUZZ_CHECK(stream.itemCapacity() >= text.size() + itemPaddingBytes());
            ItemFacts inPlace;
            ItemProblem problem;
            const bool ok = reader.read(text.data(), text.size(), stream.itemCapacity(), keys, inPlace, problem);
            ItemFacts copied;
            std::string error;
            FUZZ_CHECK(ok == readDynamoItem(text, keys, copied, error));
            if (ok) {
                FUZZ_CHECK(inPlace.sizeBytes == copied.sizeBytes && inPlace.keys == copied.keys);
                FUZZ_CHECK(inPlace.keys.size() == 3 && inPlace.keys[0] == inPlace.keys[2]);
            } else {
                FUZZ_CHECK(!problem.message.empty() && error == problem.text());
            }
        }
        seen.push_back(std::move(s));
        if (event == JsonItemStream::Event::End || event == JsonItemStream::Event::Error ||
            event == JsonItemStream::Event::Cancelled) {
            return seen;
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto whole = split(input, 1 << 16, SIZE_MAX, true);
    const std::size_t chunk = 1 + (size > 0 ? data[0] % 13 : 0);
    FUZZ_CHECK(split(input, chunk, 1 + size % 5, false) == whole);

    if (looksGzipped(input)) {
        auto gunzip = gunzipSource(memorySource(input, 1 + size % 7));
        std::string out(4096, '\0');
        std::string error;
        std::size_t total = 0;
        for (;;) {
            const std::ptrdiff_t n = gunzip->read(out.data(), out.size(), error);
            if (n < 0) {
                FUZZ_CHECK(!error.empty());
                break;
            }
            total += static_cast<std::size_t>(n);
            if (n == 0 || total > (std::size_t{64} << 20)) {
                break;
            }
        }
    }

    DescribedTable table;
    std::string error;
    if (!readDescribeTable(input, table, error)) {
        FUZZ_CHECK(!error.empty());
    }
    return 0;
}
