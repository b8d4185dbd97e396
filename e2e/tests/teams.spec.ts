import { expect, type Page, test } from '@playwright/test';
import { invitationLinkOf, waitForMail } from '../support/mail';
import { registerMerchant } from '../support/users';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const membersOf = (page: Page) => page.getByRole('list', { name: 'Members' });

test('a team with two real users: create, invite by mail, join, act for the team or the own company, change the role, remove', async ({
  browser,
  page,
  request,
}) => {
  const teamName = `Mansoori Team ${Date.now().toString(36)}`;
  const owner = await registerMerchant(request, { full_name: 'Nadia Mansoori', account_name: 'Mansoori Perfumes' });
  const invitee = await registerMerchant(request, { full_name: 'Omar Haddad', account_name: 'Haddad Home' });

  // The owner signs in on the team page and creates the team there.
  await page.goto('/settings/team');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsettings%2Fteam$/);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/settings\/team$/);
  const main = page.getByRole('main');
  await expect(main.getByText('This account has no team yet.', { exact: false })).toBeVisible();
  await main.getByRole('button', { name: 'Create Team', exact: true }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create a team' });
  await createDialog.getByLabel('Team name').fill(teamName);
  await createDialog.getByRole('button', { name: 'Create team', exact: true }).click();
  await expect(page.getByText('Team created successfully!')).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: teamName })).toBeVisible();

  // The owner invites the second user by email; the mail arrives over SMTP.
  const invite = main.getByRole('region', { name: 'Invite member' });
  await invite.getByLabel('Email').fill(invitee.email);
  await invite.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: /^Operations/ }).click();
  const since = Date.now();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
  await expect(main.getByRole('list', { name: 'Pending invitations' })).toContainText(invitee.email);
  const mail = await waitForMail(invitee.email, since);
  expect(mail.subject).toBe(`Nadia Mansoori invited you to ${teamName} on Sameday`);
  const link = invitationLinkOf(mail);

  // The invitee, in a browser of their own, opens the link, signs in and lands on the join page.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(link);
  await expect(inviteePage).toHaveURL(/\/login\?returnUrl=%2Fjoin%3Finvitation%3D/);
  await signIn(inviteePage, invitee.email, invitee.password);
  await expect(inviteePage).toHaveURL(/\/join\?invitation=/);
  await expect(inviteePage.getByText(`Nadia Mansoori invited you to join ${teamName} as Operations.`)).toBeVisible();
  await inviteePage.getByRole('button', { name: 'Join team' }).click();
  await expect(inviteePage.getByText(`You joined ${teamName}.`)).toBeVisible();
  await expect(inviteePage).toHaveURL(/\/$/);

  // The invitee now works in the team: its page, read-only for an Operations member.
  await inviteePage.goto('/settings/team');
  const inviteeMain = inviteePage.getByRole('main');
  await expect(inviteeMain.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(inviteeMain.getByText('Your role: Operations', { exact: false })).toBeVisible();
  await expect(inviteeMain.getByRole('button', { name: /Change role|Remove/ })).toHaveCount(0);

  // The business-account menu names the team the invitee acts for, and keeps their own company one choice away.
  const inviteeNav = inviteePage.getByRole('navigation', { name: 'Main' });
  const chooser = inviteeNav.getByRole('button', { name: /^Business account/ });
  await expect(chooser).toContainText(teamName);
  await chooser.click();
  await expect(inviteePage.getByRole('menuitemradio')).toHaveText([/^Haddad Home\s*Your company$/, teamName]);
  await inviteePage.getByRole('menuitemradio', { name: /Haddad Home/ }).click();
  await expect(
    inviteePage.getByRole('alert').filter({ hasText: 'New orders are now placed for Haddad Home.' }),
  ).toBeVisible();
  await expect(chooser).toContainText('Haddad Home');
  // The switch is real: the same page now reads the invitee's own company, which has no team.
  await expect(inviteeMain.getByText('This account has no team yet.', { exact: false })).toBeVisible();
  await chooser.click();
  await inviteePage.getByRole('menuitemradio', { name: teamName }).click();
  await expect(
    inviteePage.getByRole('alert').filter({ hasText: `New orders are now placed for ${teamName}.` }),
  ).toBeVisible();
  await expect(inviteeMain.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(inviteeMain.getByText('Your role: Operations', { exact: false })).toBeVisible();

  // On a phone, the header's menu opens with the account acted on and the same switch, inside the screen.
  await inviteePage.setViewportSize({ width: 375, height: 800 });
  await inviteePage.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = inviteePage.getByRole('dialog', { name: 'Menu' });
  const phoneChooser = drawer.getByRole('button', { name: /^Business account/ });
  await expect(phoneChooser).toContainText(teamName);
  await phoneChooser.click();
  await expect(inviteePage.getByRole('menuitemradio')).toHaveCount(2);
  const menuBox = await inviteePage.getByRole('menu').boundingBox();
  expect(menuBox && menuBox.x >= 0 && menuBox.x + menuBox.width <= 375).toBe(true);
  await inviteePage.keyboard.press('Escape');
  await expect(inviteePage.getByRole('menu')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await inviteePage.setViewportSize({ width: 1280, height: 900 });

  // The owner sees the new member, changes their role, then removes them.
  await page.reload();
  const omar = membersOf(page).getByRole('listitem').filter({ hasText: invitee.email });
  await expect(omar).toContainText('Operations');
  await expect(main.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);

  await omar.getByRole('button', { name: 'Change role of Omar Haddad' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change the role of Omar Haddad' });
  await roleDialog.getByRole('radio', { name: 'Finance' }).check();
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Omar Haddad is now Finance.')).toBeVisible();
  await expect(omar).toContainText('Finance');

  await omar.getByRole('button', { name: 'Remove Omar Haddad' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove Omar Haddad?' });
  await removeDialog.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByText('Omar Haddad was removed from the team.')).toBeVisible();
  await expect(membersOf(page)).not.toContainText(invitee.email);

  // The removed member's next call is refused with the reason, nothing is replayed, and their own company opens.
  await inviteeNav.getByRole('link', { name: 'Orders' }).click();
  const toasts = inviteePage.locator('.mantine-Notification-root');
  await expect(
    toasts.filter({ hasText: 'You are no longer a member of this account. Your own account is open again.' }),
  ).toBeVisible();
  await expect(toasts.filter({ hasText: 'User session updated. Refreshing data...' })).toBeVisible();
  // The list that failed with the old token is fetched again, for the own company.
  await expect(inviteePage.getByRole('alert', { name: 'The orders could not be loaded' })).toHaveCount(0);
  await expect(inviteeNav.getByRole('button', { name: /^Business account/ })).toHaveCount(0);
  await inviteePage.goto('/settings/team');
  await expect(inviteeMain.getByText('This account has no team yet.', { exact: false })).toBeVisible();

  await inviteeContext.close();
});
