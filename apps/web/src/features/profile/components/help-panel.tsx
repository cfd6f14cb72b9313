import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { SUPPORT_MESSAGE_MAX } from '@dpts/contract/constants';
import { serverMessages } from '@dpts/contract/messages';
import { ZSupportMessageRequest } from '@dpts/contract/profile';
import { Button } from '../../../components/button';
import { TextArea } from '../../../components/form-field';
import { APP_NAME } from '../../../config/app';
import { useSendSupportMessage } from '../api/send-support-message';

const faqs = [
  {
    q: msg`How do I earn points on ${APP_NAME}?`,
    a: msg`Take a course from your learning paths on its learning site. When you complete it, the browser extension records the certificate and the course’s points are added to your total.`,
  },
  {
    q: msg`Do I have to pay for courses?`,
    a: msg`No. Every course in ${APP_NAME} is free on its learning site, and ${APP_NAME} itself is free to use.`,
  },
  {
    q: msg`Why do I need the browser extension?`,
    a: msg`The extension notices when you start and complete courses, so your progress and points are tracked without any extra work.`,
  },
  {
    q: msg`I use Chrome on an Android phone or an iPhone. How do I earn?`,
    a: msg`Those browsers cannot run the extension. Either open ${APP_NAME} in Firefox for Android and install the extension there, or take the course and, when you finish, claim it with the link of the certificate or badge the course site gives you.`,
  },
  {
    q: msg`Can I change my learning path?`,
    a: msg`Yes. Open Learning from the menu and choose “Change Your learning Path” to pick new paths.`,
  },
];

/** Help: a static FAQ and a message box that reaches the support team (docs/design.md §7). */
export function HelpPanel() {
  const { t, i18n } = useLingui();
  // The contract's schema, as POST /support/messages checks it.
  const form = useForm<
    z.input<typeof ZSupportMessageRequest>,
    unknown,
    z.output<typeof ZSupportMessageRequest>
  >({
    defaultValues: { message: '' },
    mode: 'onTouched',
    resolver: zodResolver(ZSupportMessageRequest),
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  const mutation = useSendSupportMessage();

  const handleSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(serverMessages.messageSent);
      },
    });
  });

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="mb-4 text-lg font-bold">
          {t`Frequently asked questions`}
        </h2>
        <div className="flex flex-col gap-3">
          {faqs.map((faq) => (
            <details
              key={i18n._(faq.q)}
              className="group rounded-xl border border-line bg-white p-4"
            >
              <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">
                <span className="flex items-center justify-between gap-3">
                  {i18n._(faq.q)}
                  <span
                    aria-hidden="true"
                    className="text-brand-600 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-body">{i18n._(faq.a)}</p>
            </details>
          ))}
        </div>
      </section>
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading" className="mb-4 text-lg font-bold">
          {t`Send us a message`}
        </h2>
        <form
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          className="flex flex-col gap-4"
        >
          <TextArea
            label={t`Your message`}
            maxLength={SUPPORT_MESSAGE_MAX}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <Button
            type="submit"
            className="self-end"
            disabled={!message.trim()}
            isLoading={mutation.isPending}
          >
            {t`Send`}
          </Button>
        </form>
      </section>
    </div>
  );
}
