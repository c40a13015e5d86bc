export {
  canApproveStory,
  canDeclineStory,
  canEditStory,
  canFeatureStory,
  canSeeStory,
  canUnpublishStory,
  canWithdrawStory,
  isStoryAuthor,
  moderatesStories,
  namesAuthor,
  seesReviewNote,
} from '../../../shared/policies/stories';
