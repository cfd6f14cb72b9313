import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { serverMessages } from '@dpts/contract/messages';
import type { TUser } from '@dpts/contract/user';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { fullName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';

/** Splits "Ada Lovelace King" into first "Ada" and last "Lovelace King"; one word keeps the last name. */
export function splitFullName(
  value: string,
  currentLastName: string,
): { firstName: string; lastName: string } {
  const [first = '', ...rest] = value.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || currentLastName };
}

/** /update-name: Full Name and 'Update Name', disabled while empty (spec section 2). */
export function UpdateNameForm({ user }: { user: TUser }) {
  const [name, setName] = useState(fullName(user));
  const mutation = useUpdateProfile();
  const { setUser } = useSession();
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    mutation.mutate(splitFullName(name, user.lastName), {
      onSuccess: ({ data }) => {
        setUser(data);
        toast.success(serverMessages.profileUpdated);
        void navigate('/dashboard');
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} className="flex max-w-md flex-col gap-5">
      <TextField
        label="Full Name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
      <Button type="submit" disabled={!name.trim()} isLoading={mutation.isPending}>
        Update Name
      </Button>
    </form>
  );
}
