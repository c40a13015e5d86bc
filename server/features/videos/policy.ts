export { canWatchVideo, keepsProgress, seesDraftVideos, watchVerdict } from '../../../shared/policies/videos';
