#include "jobs/bucket_keys_runner.h"

#include <utility>

namespace partiscope::ui {

BucketKeysRunner::BucketKeysRunner(QObject* parent) : QObject(parent) {}

std::uint64_t BucketKeysRunner::start(AnalysisRequest request, std::uint32_t bucket) {
    struct Outcome {
        std::shared_ptr<const BucketKeyListing> listing;
        QString error;
    };
    return m_jobs.start(
        this,
        [bucket, request = std::move(request)](const std::atomic<bool>& cancel) {
            Outcome outcome;
            ShardStrategy strategy;
            auto keys = AnalysisRunner::readKeys(request, cancel, outcome.error);
            const auto accepted =
                keys ? AnalysisRunner::acceptKeys(request, std::move(keys), strategy, outcome.error) : nullptr;
            if (accepted) {
                auto listed = std::make_shared<BucketKeyListing>(
                    listBucketKeys(*accepted, strategy, request.options, bucket, &cancel));
                if (!listed->cancelled) {
                    outcome.listing = std::move(listed);
                }
            }
            return outcome;
        },
        [this](std::uint64_t jobId, Outcome outcome) {
            if (outcome.listing) {
                emit listingFinished(jobId, std::move(outcome.listing));
            } else {
                emit listingFailed(jobId, outcome.error);
            }
        });
}

} // namespace partiscope::ui
