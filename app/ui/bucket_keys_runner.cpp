#include "bucket_keys_runner.h"

#include <QMetaObject>

#include <utility>

namespace partiscope::ui {

BucketKeysRunner::BucketKeysRunner(QObject* parent) : QObject(parent) {
    m_pool.setMaxThreadCount(1);
}

BucketKeysRunner::~BucketKeysRunner() {
    if (m_cancelLatest) {
        m_cancelLatest->store(true);
    }
    m_pool.waitForDone();
}

std::uint64_t BucketKeysRunner::start(AnalysisRequest request, std::uint32_t bucket) {
    if (m_cancelLatest) {
        m_cancelLatest->store(true);
    }
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancelLatest = cancel;
    const std::uint64_t jobId = ++m_latestJobId;
    m_pool.start([this, jobId, cancel, bucket, request = std::move(request)]() {
        ShardStrategy strategy;
        KeyReadResult input;
        QString error;
        std::shared_ptr<const BucketKeyListing> listing;
        if (AnalysisRunner::readRequest(request, *cancel, strategy, input, error)) {
            auto listed = std::make_shared<BucketKeyListing>(
                listBucketKeys(input, strategy, request.options, bucket, cancel.get()));
            if (!listed->cancelled) {
                listing = std::move(listed);
            }
        }
        if (cancel->load()) {
            return; // superseded
        }
        QMetaObject::invokeMethod(
            this,
            [this, jobId, listing = std::move(listing), error = std::move(error)]() {
                if (jobId != m_latestJobId) {
                    return;
                }
                if (listing) {
                    emit listingFinished(jobId, listing);
                } else {
                    emit listingFailed(jobId, error);
                }
            },
            Qt::QueuedConnection);
    });
    return jobId;
}

} // namespace partiscope::ui
