import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';

/** What confirming one's shoe sizes says (the profile's Buddy tab and the buddy page alike). */
export const confirmNotices = {
  onSuccess: () => toast({ title: 'Sizes confirmed', description: 'Thank you. Your shoe profile can be suggested to buddies again.' }),
  onError: (error: Error) => toast({ title: 'Error', description: errorMessage(error, 'Could not confirm your sizes. Please try again.'), variant: 'destructive' }),
};
