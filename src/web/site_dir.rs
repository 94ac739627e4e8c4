//! The folder a published site is written into, and nothing outside it: every file and
//! sub-folder is opened relative to the folder's own descriptor, one name at a time, refusing
//! symbolic links (`O_NOFOLLOW`); a file is replaced through a temporary file created
//! exclusively and renamed within its folder; a file is deleted only when it is a regular file
//! (checked without following links) reached through real sub-folders.

use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::{AsFd, OwnedFd};
use std::path::{Path, PathBuf};

use rustix::fs::{AtFlags, FileType, Mode, OFlags};
use rustix::io::Errno;

/// Why the site's folder refused a name.
#[derive(Debug, thiserror::Error)]
pub enum DirError {
    #[error(
        "{0} is not empty and holds no site published by crownhead (no {1} file): name a new or empty folder, or one written by `crownhead publish`"
    )]
    NotASite(PathBuf, &'static str),
    #[error("{0} is a symbolic link: the site is written only into real files and folders")]
    Link(PathBuf),
    #[error("{0} is not a plain name inside the site's folder")]
    BadName(String),
    #[error("cannot write {path}: {source}")]
    Io { path: PathBuf, source: io::Error },
}

/// The site's folder, open.
pub struct SiteDir {
    root: PathBuf,
    fd: OwnedFd,
}

fn dir_flags() -> OFlags {
    OFlags::RDONLY | OFlags::DIRECTORY | OFlags::NOFOLLOW | OFlags::CLOEXEC
}

/// The parts of a relative name: refused when empty, `.`, `..` or absolute.
fn parts(name: &str) -> Result<Vec<&str>, DirError> {
    let parts: Vec<&str> = name.split('/').collect();
    if parts
        .iter()
        .any(|p| p.is_empty() || *p == "." || *p == ".." || p.contains('\0'))
    {
        return Err(DirError::BadName(name.to_owned()));
    }
    Ok(parts)
}

impl SiteDir {
    /// Opens (creating it if needed) the folder `root`. A folder that is not empty must hold
    /// the site's `manifest` as a regular file: a folder of other files is refused.
    pub fn open(root: &Path, manifest: &'static str) -> Result<SiteDir, DirError> {
        let io = |source: io::Error| DirError::Io {
            path: root.to_owned(),
            source,
        };
        std::fs::create_dir_all(root).map_err(io)?;
        let fd = rustix::fs::open(
            root,
            OFlags::RDONLY | OFlags::DIRECTORY | OFlags::CLOEXEC,
            Mode::empty(),
        )
        .map_err(|e| io(e.into()))?;
        let dir = SiteDir {
            root: root.to_owned(),
            fd,
        };
        let empty = std::fs::read_dir(root).map_err(io)?.next().is_none();
        if !empty && !dir.is_regular_file(&[manifest]) {
            return Err(DirError::NotASite(root.to_owned(), manifest));
        }
        Ok(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.root.join(name)
    }

    fn io(&self, name: &str) -> impl FnOnce(io::Error) -> DirError + '_ {
        let path = self.path(name);
        move |source| DirError::Io { path, source }
    }

    /// Opens the sub-folders `dirs` one after the other without following a link; creates
    /// the missing ones when `create`. `None` when one is missing and not created.
    fn walk(&self, dirs: &[&str], create: bool) -> Result<Option<Vec<OwnedFd>>, DirError> {
        let mut chain: Vec<OwnedFd> = Vec::new();
        for (i, d) in dirs.iter().enumerate() {
            let at = chain.last().map_or(self.fd.as_fd(), |f| f.as_fd());
            let so_far = dirs[..=i].join("/");
            if create {
                match rustix::fs::mkdirat(at, *d, Mode::from_raw_mode(0o755)) {
                    Ok(()) | Err(Errno::EXIST) => {}
                    Err(e) => return Err(self.io(&so_far)(e.into())),
                }
            }
            match rustix::fs::openat(at, *d, dir_flags(), Mode::empty()) {
                Ok(fd) => chain.push(fd),
                Err(Errno::LOOP) | Err(Errno::NOTDIR) if self.is_link(&chain, d) => {
                    return Err(DirError::Link(self.path(&so_far)));
                }
                Err(Errno::NOENT) if !create => return Ok(None),
                Err(e) => return Err(self.io(&so_far)(e.into())),
            }
        }
        Ok(Some(chain))
    }

    fn is_link(&self, chain: &[OwnedFd], name: &str) -> bool {
        let at = chain.last().map_or(self.fd.as_fd(), |f| f.as_fd());
        rustix::fs::statat(at, name, AtFlags::SYMLINK_NOFOLLOW)
            .is_ok_and(|st| FileType::from_raw_mode(st.st_mode) == FileType::Symlink)
    }

    fn is_regular_file(&self, name: &[&str]) -> bool {
        let Some((file, dirs)) = name.split_last() else {
            return false;
        };
        let Ok(Some(chain)) = self.walk(dirs, false) else {
            return false;
        };
        let at = chain.last().map_or(self.fd.as_fd(), |f| f.as_fd());
        rustix::fs::statat(at, *file, AtFlags::SYMLINK_NOFOLLOW)
            .is_ok_and(|st| FileType::from_raw_mode(st.st_mode) == FileType::RegularFile)
    }

    /// The bytes of file `name`, if it is a regular file of the folder (never through a link).
    pub fn read(&self, name: &str) -> Result<Option<Vec<u8>>, DirError> {
        let parts = parts(name)?;
        let (file, dirs) = parts.split_last().expect("a name has a part");
        let Some(chain) = self.walk(dirs, false)? else {
            return Ok(None);
        };
        let at = chain.last().map_or(self.fd.as_fd(), |f| f.as_fd());
        match rustix::fs::openat(
            at,
            *file,
            OFlags::RDONLY | OFlags::NOFOLLOW | OFlags::CLOEXEC,
            Mode::empty(),
        ) {
            Ok(fd) => {
                let mut bytes = Vec::new();
                File::from(fd)
                    .read_to_end(&mut bytes)
                    .map_err(self.io(name))?;
                Ok(Some(bytes))
            }
            Err(Errno::NOENT) => Ok(None),
            Err(Errno::LOOP) => Err(DirError::Link(self.path(name))),
            Err(e) => Err(self.io(name)(e.into())),
        }
    }

    /// Writes file `name` (creating its sub-folders): a temporary file is created exclusively
    /// beside it and renamed over it. A link where the file, a sub-folder or the temporary
    /// file would be is refused.
    pub fn write(&self, name: &str, bytes: &[u8]) -> Result<(), DirError> {
        let parts = parts(name)?;
        let (file, dirs) = parts.split_last().expect("a name has a part");
        let chain = self.walk(dirs, true)?.expect("created");
        let at = chain.last().map_or(self.fd.as_fd(), |f| f.as_fd());
        if rustix::fs::statat(at, *file, AtFlags::SYMLINK_NOFOLLOW)
            .is_ok_and(|st| FileType::from_raw_mode(st.st_mode) == FileType::Symlink)
        {
            return Err(DirError::Link(self.path(name)));
        }
        let tmp = format!(".{file}.crownhead-tmp");
        let create = || {
            rustix::fs::openat(
                at,
                tmp.as_str(),
                OFlags::WRONLY | OFlags::CREATE | OFlags::EXCL | OFlags::NOFOLLOW | OFlags::CLOEXEC,
                Mode::from_raw_mode(0o644),
            )
        };
        let fd = match create() {
            // A temporary file left over (or planted, even as a link): removed, never followed.
            Err(Errno::EXIST) => {
                rustix::fs::unlinkat(at, tmp.as_str(), AtFlags::empty())
                    .map_err(|e| self.io(name)(e.into()))?;
                create()
            }
            other => other,
        }
        .map_err(|e| self.io(name)(e.into()))?;
        let mut f = File::from(fd);
        let written = f.write_all(bytes).and_then(|()| f.sync_data());
        drop(f);
        if let Err(e) = written {
            // A full disk: the partial temporary file goes, the file it would replace stays.
            let _ = rustix::fs::unlinkat(at, tmp.as_str(), AtFlags::empty());
            return Err(self.io(name)(e));
        }
        rustix::fs::renameat(at, tmp.as_str(), at, *file).map_err(|e| self.io(name)(e.into()))?;
        Ok(())
    }

    /// Deletes file `name` if it is a regular file reached through real sub-folders (a link,
    /// a folder or a missing file is left alone), then its sub-folders left empty. Whether a
    /// file was deleted.
    pub fn remove(&self, name: &str) -> Result<bool, DirError> {
        let Ok(parts) = parts(name) else {
            return Ok(false);
        };
        let (file, dirs) = parts.split_last().expect("a name has a part");
        let chain = match self.walk(dirs, false) {
            Ok(Some(chain)) => chain,
            Ok(None) | Err(DirError::Link(_)) => return Ok(false),
            Err(e) => return Err(e),
        };
        let at = chain.last().map_or(self.fd.as_fd(), |f| f.as_fd());
        let regular = rustix::fs::statat(at, *file, AtFlags::SYMLINK_NOFOLLOW)
            .is_ok_and(|st| FileType::from_raw_mode(st.st_mode) == FileType::RegularFile);
        if !regular {
            return Ok(false);
        }
        rustix::fs::unlinkat(at, *file, AtFlags::empty()).map_err(|e| self.io(name)(e.into()))?;
        // The sub-folders emptied, innermost first.
        for i in (0..dirs.len()).rev() {
            let parent = if i == 0 {
                self.fd.as_fd()
            } else {
                chain[i - 1].as_fd()
            };
            if rustix::fs::unlinkat(parent, dirs[i], AtFlags::REMOVEDIR).is_err() {
                break;
            }
        }
        Ok(true)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A temporary folder holding an empty folder `site` and an empty folder `outside` beside
    /// it, where a planted link may lead: the folder (kept while it lives) and the two paths.
    pub(crate) fn site_and_outside() -> (tempfile::TempDir, std::path::PathBuf, std::path::PathBuf)
    {
        let dir = tempfile::tempdir().unwrap();
        let site = dir.path().join("site");
        let outside = dir.path().join("outside");
        std::fs::create_dir_all(&site).unwrap();
        std::fs::create_dir_all(&outside).unwrap();
        (dir, site, outside)
    }

    const MANIFEST: &str = ".site";

    #[test]
    fn a_folder_of_other_files_is_refused_and_an_empty_one_taken() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "mine").unwrap();
        let e = SiteDir::open(dir.path(), MANIFEST).err().unwrap();
        assert!(matches!(e, DirError::NotASite(..)), "{e}");
        assert!(e.to_string().contains("name a new or empty folder"), "{e}");
        assert_eq!(
            std::fs::read(dir.path().join("index.html")).unwrap(),
            b"mine"
        );
        let empty = tempfile::tempdir().unwrap();
        assert!(SiteDir::open(empty.path(), MANIFEST).is_ok());
    }

    #[test]
    fn planted_links_are_never_followed() {
        let (_dir, site, outside) = site_and_outside();
        std::fs::write(site.join(MANIFEST), "").unwrap();
        std::fs::write(outside.join("victim.html"), "keep").unwrap();
        let d = SiteDir::open(&site, MANIFEST).unwrap();
        // A sub-folder that is a link to elsewhere.
        std::os::unix::fs::symlink(&outside, site.join("rounds")).unwrap();
        assert!(matches!(
            d.write("rounds/1.html", b"x"),
            Err(DirError::Link(_))
        ));
        assert!(!outside.join("1.html").exists());
        // A deletion through the linked folder leaves the file outside alone.
        assert!(!d.remove("rounds/victim.html").unwrap());
        assert_eq!(std::fs::read(outside.join("victim.html")).unwrap(), b"keep");
        // The file itself a link.
        std::os::unix::fs::symlink(outside.join("victim.html"), site.join("index.html")).unwrap();
        assert!(matches!(
            d.write("index.html", b"x"),
            Err(DirError::Link(_))
        ));
        assert!(matches!(d.read("index.html"), Err(DirError::Link(_))));
        assert!(!d.remove("index.html").unwrap());
        assert_eq!(std::fs::read(outside.join("victim.html")).unwrap(), b"keep");
        // The temporary file's name planted as a link: removed, never written through.
        std::os::unix::fs::symlink(outside.join("planted"), site.join(".a.html.crownhead-tmp"))
            .unwrap();
        d.write("a.html", b"site").unwrap();
        assert!(!outside.join("planted").exists());
        assert_eq!(std::fs::read(site.join("a.html")).unwrap(), b"site");
        // Names that leave the folder are refused or ignored.
        assert!(matches!(
            d.write("../x.html", b"x"),
            Err(DirError::BadName(_))
        ));
        assert!(!d.remove("../outside/victim.html").unwrap());
        assert!(outside.join("victim.html").exists());
    }

    #[test]
    fn removing_a_file_removes_the_folders_it_leaves_empty() {
        let dir = tempfile::tempdir().unwrap();
        let d = SiteDir::open(dir.path(), MANIFEST).unwrap();
        d.write("a/b/c.html", b"x").unwrap();
        d.write("a/d.html", b"y").unwrap();
        assert!(d.remove("a/b/c.html").unwrap());
        assert!(!dir.path().join("a/b").exists());
        assert!(dir.path().join("a/d.html").exists());
    }
}
