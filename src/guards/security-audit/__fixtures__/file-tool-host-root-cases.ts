import type { FileToolCase } from "./file-tool-cases.js";

function fileTool(expect: FileToolCase["expect"], tool: string, args: Record<string, unknown>): FileToolCase {
  return { tool, args, expect };
}

/**
 * File tools on the host's file system re-rooted under a mount (`/host`, `/rootfs`, `/hostfs`,
 * `/proc/1/root`; `host-root.ts`), on the kubelet's copies of pods' secret volumes, and on the
 * configuration files services and web applications document as holding their passwords; with
 * the host's ordinary files and the templates that stay allowed. The shell guard reaches the same
 * classification (`corpus-credential-round-18.ts`).
 */
export const HOST_ROOT_FILE_TOOL_CASES: readonly FileToolCase[] = [
  fileTool("deny", "Read", { file_path: "/host/etc/shadow" }),
  fileTool("deny", "Read", { file_path: "/host/etc/kubernetes/admin.conf" }),
  fileTool("deny", "Read", { file_path: "/rootfs/var/lib/etcd/member/snap/db" }),
  fileTool("deny", "Read", { file_path: "/hostfs/root/.kube/config" }),
  fileTool("deny", "Read", { file_path: "/proc/1/root/etc/kubernetes/pki/apiserver.key" }),
  fileTool("allow", "Grep", { pattern: "PasswordAuthentication", path: "/etc/ssh" }),
  fileTool("allow", "Grep", { pattern: "token", path: "/host/var/log" }),
  fileTool("ask", "Grep", { pattern: "current-context", path: "/host/root" }),
  fileTool("ask", "Grep", { pattern: "client-key-data", path: "/host/home" }),
  fileTool("deny", "Write", { file_path: "/host/etc/sudoers", content: "ada ALL=(ALL) NOPASSWD:ALL" }),
  fileTool("deny", "Edit", { file_path: "/host/etc/pam.d/sshd", old_string: "auth", new_string: "auth sufficient pam_permit.so\nauth" }),
  fileTool("ask", "Write", { file_path: "/host/etc/cron.d/job", content: "* * * * * root sh /tmp/x" }),
  fileTool("deny", "Read", { file_path: "/var/lib/kubelet/pods/5f1c/volumes/kubernetes.io~projected/kube-api-access-x7k2/token" }),
  fileTool("deny", "Read", { file_path: "/var/lib/kubelet/pods/5f1c/volumes/kubernetes.io~secret/db-creds/password" }),
  fileTool("deny", "Read", { file_path: "/var/lib/kubelet/bootstrap-kubeconfig" }),
  fileTool("deny", "Read", { file_path: "/var/www/html/wp-config.php" }),
  fileTool("deny", "Read", { file_path: "/opt/tomcat/conf/tomcat-users.xml" }),
  fileTool("deny", "Read", { file_path: "/etc/openvpn/auth.txt" }),
  fileTool("deny", "Read", { file_path: "/var/lib/samba/private/passdb.tdb" }),
  fileTool("deny", "Read", { file_path: "/etc/sssd/sssd.conf" }),
  fileTool("deny", "Read", { file_path: "/var/jenkins_home/secrets/initialAdminPassword" }),
  fileTool("allow", "Read", { file_path: "/host/etc/os-release" }),
  fileTool("allow", "Read", { file_path: "/host/var/log/syslog" }),
  fileTool("allow", "Read", { file_path: "/var/lib/kubelet/pods/5f1c/volumes/kubernetes.io~projected/kube-api-access-x7k2/ca.crt" }),
  fileTool("allow", "Read", { file_path: "/var/lib/kubelet/config.yaml" }),
  fileTool("allow", "Read", { file_path: "/var/www/html/wp-config-sample.php" }),
  fileTool("allow", "Read", { file_path: "/etc/openvpn/server.conf" }),
  fileTool("allow", "Read", { file_path: "/etc/samba/smb.conf" }),
  fileTool("allow", "Read", { file_path: "/var/jenkins_home/config.xml" }),
];
