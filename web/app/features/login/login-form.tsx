import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import { useTenantBrand } from '../../core/tenant-brand.ts';

/** The workspace's logo above the form, its proportions kept. */
const LOGO_STYLE = { maxHeight: 48, maxWidth: 200, objectFit: 'contain', alignSelf: 'flex-start' } as const;

/**
 * The sign-in form, in the brand this browser last drew with (the workspace's logo and name). It posts to the route it
 * is rendered in, whose action calls `logIn`; `error` is what that action answered when signing in failed.
 */
export function LoginForm({ error }: { error?: string }) {
  const { logoUrl, logoAlt, appName = 'Skyset' } = useTenantBrand();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData !== undefined;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} maw="100%">
        <Form method="post" noValidate>
          <Stack gap="md">
            {logoUrl && <img src={logoUrl} alt={logoAlt ?? ''} style={LOGO_STYLE} />}
            <Title order={1} size="h2">
              Sign in to {appName}
            </Title>
            {error !== undefined && (
              <Alert color="red" title="Sign in failed">
                {error}
              </Alert>
            )}
            <TextInput label="Username" name="username" autoComplete="username" autoFocus />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              // The default toggle label contains "password", which makes lookups by the label "Password" ambiguous.
              visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
            />
            <TextInput
              label="Workspace"
              name="tenant"
              defaultValue="default"
              autoComplete="organization"
              description="The workspace your administrator created for your team"
            />
            <Button type="submit" disabled={submitting} loading={submitting}>
              Sign in
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Center>
  );
}
